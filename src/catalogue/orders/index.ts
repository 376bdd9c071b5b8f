import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ResourceScreens } from '../../app/feature';
import { lazyScreen } from '../../app/lazyScreen';

/** /pedidos: orders with their lines, live totals and validation. */
export const orderScreens: ResourceScreens = {
  name: 'pedidos',
  list: lazyScreen(() => import('./OrderList')),
  create: lazyScreen(() => import('./OrderCreate')),
  edit: lazyScreen(() => import('./OrderEdit')),
  show: lazyScreen(() => import('./OrderShow')),
  icon: ReceiptIcon,
  recordRepresentation: 'ref',
};
