import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Feature } from '../app/feature';
import { marketplacesMessagesEs } from './i18n/marketplacesMessagesEs';
import { MarketplaceAccountsLoader } from './accounts/MarketplaceAccountsLoader';
import { createCredentialCalls } from './credentialCalls';
import { createClaimCalls } from './mercadolibre/claimCalls';
import { mercadoLibreClaimScreens } from './mercadolibre/claims';
import { createListingStockCalls } from './mercadolibre/listingStockCalls';
import { createMarketplaceServiceCalls } from './mercadolibre/marketplaceServiceCalls';
import { mercadoLibrePaymentScreens } from './mercadolibre/payments';
import { createPublicationCalls } from './mercadolibre/publicationCalls';
import { mercadoLibrePublications } from './mercadolibre/publications';
import { createQuestionCalls } from './mercadolibre/questionCalls';
import { createSaleCalls } from './mercadolibre/sales/saleCalls';
import { mercadoLibreQuestions } from './mercadolibre/questions';
import { mercadoLibreSales } from './mercadolibre/sales';
import { channelListingScreens } from './publications';
import { resourceAliases } from './resourceAliases';

/** The E-COMMERCE section; the marketplace accounts load once before any screen shows. */
export const marketplacesFeature: Feature = {
  id: 'marketplaces',
  entries: [
    {
      id: 'publicaciones',
      section: 'ecommerce',
      label: 'app.menu.all_publications',
      icon: channelListingScreens.icon,
      to: '/publicaciones',
      resource: channelListingScreens,
    },
    {
      id: 'mercadolibre',
      section: 'ecommerce',
      label: 'app.menu.mercadolibre',
      icon: StorefrontIcon,
      children: [
        {
          id: 'mercadolibre-publicaciones',
          section: 'ecommerce',
          label: 'app.menu.mercadolibre_publications',
          icon: mercadoLibrePublications.icon,
          to: '/mercadolibre/publicaciones',
          resource: mercadoLibrePublications,
        },
        {
          id: 'mercadolibre-ventas',
          section: 'ecommerce',
          label: 'app.menu.mercadolibre_sales',
          icon: mercadoLibreSales.icon,
          to: '/mercadolibre/ventas',
          resource: mercadoLibreSales,
        },
        {
          id: 'mercadolibre-preguntas',
          section: 'ecommerce',
          label: 'app.menu.mercadolibre_questions',
          icon: mercadoLibreQuestions.icon,
          to: '/mercadolibre/preguntas',
          resource: mercadoLibreQuestions,
        },
        {
          id: 'mercadolibre-devoluciones',
          section: 'ecommerce',
          label: 'app.menu.mercadolibre_claims',
          icon: mercadoLibreClaimScreens.icon,
          to: '/mercadolibre/devoluciones',
          resource: mercadoLibreClaimScreens,
        },
        {
          id: 'mercadolibre-pagos',
          section: 'ecommerce',
          label: 'app.menu.mercadolibre_payments',
          icon: mercadoLibrePaymentScreens.icon,
          to: '/mercadolibre/pagos',
          resource: mercadoLibrePaymentScreens,
        },
      ],
    },
  ],
  calls: (http) => ({
    ...createPublicationCalls(http),
    ...createCredentialCalls(http),
    ...createMarketplaceServiceCalls(http),
    ...createListingStockCalls(http),
    ...createQuestionCalls(http),
    ...createClaimCalls(http),
    ...createSaleCalls(http),
  }),
  resourceAliases,
  productListings: lazy(() => import('./mercadolibre/publications/MercadoLibreProductListings')),
  frame: MarketplaceAccountsLoader,
  messages: { es: marketplacesMessagesEs, en: () => import('./i18n/marketplacesMessagesEn').then((module) => module.marketplacesMessagesEn) },
};
