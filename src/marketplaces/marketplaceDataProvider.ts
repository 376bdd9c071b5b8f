import type { DataProvider } from 'react-admin';
import type { CredentialCalls } from './credentialCalls';
import type { ClaimCalls } from './mercadolibre/claimCalls';
import type { ListingStockCalls } from './mercadolibre/listingStockCalls';
import type { MarketplaceServiceCalls } from './mercadolibre/marketplaceServiceCalls';
import type { PublicationCalls } from './mercadolibre/publicationCalls';
import type { QuestionCalls } from './mercadolibre/questionCalls';
import type { SaleCalls } from './mercadolibre/sales/saleCalls';

/** The data provider as the marketplace and marketplace-settings screens use it. */
export type MarketplaceDataProvider = DataProvider &
  PublicationCalls &
  CredentialCalls &
  MarketplaceServiceCalls &
  ListingStockCalls &
  QuestionCalls &
  ClaimCalls &
  SaleCalls;
