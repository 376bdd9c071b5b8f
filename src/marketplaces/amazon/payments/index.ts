import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { amazonPaymentsResource } from './amazonPaymentsResource';

/** /amazon/pagos and an order's payment page; read-only, loaded on first visit. */
export const amazonPaymentScreens: ResourceScreens = {
  name: amazonPaymentsResource,
  list: lazyScreen(() => import('./AmazonPaymentList')),
  show: lazyScreen(() => import('./AmazonPaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: 'amazon_order_id',
};
