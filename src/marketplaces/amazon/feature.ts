import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';
import { lazyScreen } from '../../app/lazyScreen';
import { createAmazonAccountCalls } from './amazonAccountCalls';
import { createBuyerRequestCalls } from './buyerRequestCalls';
import { globalMarketplaceEntries } from './globalMarketplaceEntries';
import { amazonMessagesEs } from './i18n/amazonMessagesEs';
import { amazonPublications } from './publications';
import { createAmazonListingCalls } from './publications/amazonListingCalls';
import { amazonPaymentScreens } from './payments';
import { amazonReturnScreens } from './returns';
import { createAmazonReturnCalls } from './returns/amazonReturnCalls';
import { amazonQuestions } from './questions';
import { amazonSales } from './sales';
import { createShipmentConfirmationCalls } from './sales/shipmentConfirmationCalls';

const AmazonSettingsPage = lazyScreen(() => import('./accounts/AmazonSettingsPage'));

/** The Amazon group of the E-COMMERCE section, its account settings page, and the Linio and Claro Shop entries its screens serve. */
export const amazonFeature: Feature = {
  id: 'amazon',
  entries: [
    {
      id: 'amazon',
      section: 'ecommerce',
      label: 'app.menu.amazon',
      icon: StorefrontIcon,
      // A fixed path ranks before /configuracion/:plataforma, so Amazon's own page answers it.
      routes: [{ path: '/configuracion/amazon', component: AmazonSettingsPage }],
      children: [
        {
          id: 'amazon-publicaciones',
          section: 'ecommerce',
          label: 'app.menu.amazon_publications',
          icon: amazonPublications.icon,
          to: '/amazon/publicaciones',
          resource: amazonPublications,
        },
        { id: 'amazon-ventas', section: 'ecommerce', label: 'app.menu.amazon_sales', icon: amazonSales.icon, to: '/amazon/ventas', resource: amazonSales },
        {
          id: 'amazon-preguntas',
          section: 'ecommerce',
          label: 'app.menu.amazon_questions',
          icon: amazonQuestions.icon,
          to: '/amazon/preguntas',
          resource: amazonQuestions,
        },
        {
          id: 'amazon-pagos',
          section: 'ecommerce',
          label: 'app.menu.amazon_payments',
          icon: amazonPaymentScreens.icon,
          to: '/amazon/pagos',
          resource: amazonPaymentScreens,
        },
        {
          id: 'amazon-devoluciones',
          section: 'ecommerce',
          label: 'app.menu.amazon_returns',
          icon: amazonReturnScreens.icon,
          to: '/amazon/devoluciones',
          resource: amazonReturnScreens,
        },
      ],
    },
    ...globalMarketplaceEntries,
  ],
  calls: (http) => ({
    ...createAmazonAccountCalls(http),
    ...createAmazonListingCalls(http),
    ...createAmazonReturnCalls(http),
    ...createBuyerRequestCalls(http),
    ...createShipmentConfirmationCalls(http),
  }),
  productListings: lazy(() => import('./publications/AmazonProductListings')),
  // The sales are the ERP orders of the channel, read through the orders' own routes.
  resourceAliases: {
    'amazon/ventas': 'pedidos',
    'amazon/publicaciones': 'publicaciones-amazon',
    'amazon/pagos': 'pagos-amazon',
    'amazon/devoluciones': 'devoluciones-amazon',
    'amazon/preguntas': 'preguntas-amazon',
  },
  messages: { es: amazonMessagesEs, en: () => import('./i18n/amazonMessagesEn').then((module) => module.amazonMessagesEn) },
};
