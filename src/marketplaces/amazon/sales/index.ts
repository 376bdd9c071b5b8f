import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { amazonSalesResource } from './amazonSalesResource';

/** /amazon/ventas: the list of Amazon's sales. Loaded on first visit. */
export const amazonSales: ResourceScreens = {
  name: amazonSalesResource,
  list: lazy(() => import('./AmazonSaleList')),
  icon: LocalShippingIcon,
  recordRepresentation: 'marketplace_order_id',
};
