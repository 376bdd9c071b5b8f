import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { salesResource } from './salesResource';

/** /mercadolibre/ventas: the list and a sale's page (items, payments, shipment, label, messages). Loaded on first visit. */
export const mercadoLibreSales: ResourceScreens = {
  name: salesResource,
  list: lazy(() => import('./SaleList')),
  show: lazy(() => import('./SaleShow')),
  icon: LocalShippingIcon,
  recordRepresentation: 'marketplace_order_id',
};
