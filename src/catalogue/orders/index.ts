import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import type { ResourceScreens } from '../../app/feature';

/** /pedidos: orders with their lines, live totals and validation. */
export const orderScreens: ResourceScreens = {
  name: 'pedidos',
  list: lazy(() => import('./OrderList')),
  create: lazy(() => import('./OrderCreate')),
  edit: lazy(() => import('./OrderEdit')),
  show: lazy(() => import('./OrderShow')),
  icon: ReceiptIcon,
  recordRepresentation: 'ref',
};
