import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { paymentsResource } from './paymentsResource';

/** /mercadolibre/pagos and a payment's page; read-only, loaded on first visit. */
export const mercadoLibrePaymentScreens: ResourceScreens = {
  name: paymentsResource,
  list: lazyScreen(() => import('./PaymentList')),
  show: lazyScreen(() => import('./PaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: 'payment_id',
};
