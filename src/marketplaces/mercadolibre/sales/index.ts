import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { salesResource } from './salesResource';

/** /mercadolibre/ventas: the list only; a row opens the ERP order's own sheet. Loaded on first visit. */
export const mercadoLibreSales: ResourceScreens = {
  name: salesResource,
  list: lazy(() => import('./SaleList')),
  icon: LocalShippingIcon,
  recordRepresentation: 'marketplace_order_id',
};
