import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { salesResource } from './salesResource';

/** /mercadolibre/ventas: the list and a sale's page (items, payments, shipment, label, messages). Loaded on first visit. */
export const mercadoLibreSales: ResourceScreens = {
  name: salesResource,
  list: lazyScreen(() => import('./SaleList')),
  show: lazyScreen(() => import('./SaleShow')),
  icon: LocalShippingIcon,
  recordRepresentation: 'marketplace_order_id',
};
