import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';
import { createAmazonAccountCalls } from './amazonAccountCalls';
import { amazonMessagesEn } from './i18n/amazonMessagesEn';
import { amazonMessagesEs } from './i18n/amazonMessagesEs';
import { amazonPublications } from './publications';
import { createAmazonListingCalls } from './publications/amazonListingCalls';
import { amazonPaymentScreens } from './payments';
import { amazonReturnScreens } from './returns';
import { createAmazonReturnCalls } from './returns/amazonReturnCalls';
import { amazonSales } from './sales';

const AmazonSettingsPage = lazy(() => import('./accounts/AmazonSettingsPage'));

/** The Amazon group of the E-COMMERCE section and its account settings page. */
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
        { id: 'amazon-pagos', section: 'ecommerce', label: 'app.menu.amazon_payments', icon: amazonPaymentScreens.icon, to: '/amazon/pagos', resource: amazonPaymentScreens },
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
  ],
  calls: (http) => ({ ...createAmazonAccountCalls(http), ...createAmazonListingCalls(http), ...createAmazonReturnCalls(http) }),
  // The sales are the ERP orders of the channel, read through the orders' own routes.
  resourceAliases: {
    'amazon/ventas': 'pedidos',
    'amazon/publicaciones': 'publicaciones-amazon',
    'amazon/pagos': 'pagos-amazon',
    'amazon/devoluciones': 'devoluciones-amazon',
  },
  messages: { es: amazonMessagesEs, en: amazonMessagesEn },
};
