import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { amazonPaymentsResource } from './amazonPaymentsResource';

/** /amazon/pagos and an order's payment page; read-only, loaded on first visit. */
export const amazonPaymentScreens: ResourceScreens = {
  name: amazonPaymentsResource,
  list: lazy(() => import('./AmazonPaymentList')),
  show: lazy(() => import('./AmazonPaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: 'amazon_order_id',
};
