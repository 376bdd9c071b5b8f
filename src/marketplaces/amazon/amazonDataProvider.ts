import type { DataProvider } from 'react-admin';
import type { AmazonAccountCalls } from './amazonAccountCalls';
import type { BuyerRequestCalls } from './buyerRequestCalls';
import type { AmazonListingCalls } from './publications/amazonListingCalls';
import type { AmazonReturnCalls } from './returns/amazonReturnCalls';
import type { ShipmentConfirmationCalls } from './sales/shipmentConfirmationCalls';

/** The data provider as the Amazon screens use it. */
export type AmazonDataProvider = DataProvider & AmazonAccountCalls & AmazonListingCalls & AmazonReturnCalls & BuyerRequestCalls & ShipmentConfirmationCalls;
