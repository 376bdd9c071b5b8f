import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';
import { createAmazonAccountCalls } from './amazonAccountCalls';
import { createBuyerRequestCalls } from './buyerRequestCalls';
import { globalMarketplaceEntries } from './globalMarketplaceEntries';
import { amazonMessagesEn } from './i18n/amazonMessagesEn';
import { amazonMessagesEs } from './i18n/amazonMessagesEs';
import { amazonQuestions } from './questions';
import { amazonSales } from './sales';

const AmazonSettingsPage = lazy(() => import('./accounts/AmazonSettingsPage'));

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
        { id: 'amazon-ventas', section: 'ecommerce', label: 'app.menu.amazon_sales', icon: amazonSales.icon, to: '/amazon/ventas', resource: amazonSales },
        { id: 'amazon-preguntas', section: 'ecommerce', label: 'app.menu.amazon_questions', icon: amazonQuestions.icon, to: '/amazon/preguntas', resource: amazonQuestions },
      ],
    },
    ...globalMarketplaceEntries,
  ],
  calls: (http) => ({ ...createAmazonAccountCalls(http), ...createBuyerRequestCalls(http) }),
  // The sales are the ERP orders of the channel, read through the orders' own routes.
  resourceAliases: { 'amazon/ventas': 'pedidos', 'amazon/preguntas': 'preguntas-amazon' },
  messages: { es: amazonMessagesEs, en: amazonMessagesEn },
};
