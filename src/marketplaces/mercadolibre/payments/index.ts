import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { paymentsResource } from './paymentsResource';

/** /mercadolibre/pagos and a payment's page; read-only, loaded on first visit. */
export const mercadoLibrePaymentScreens: ResourceScreens = {
  name: paymentsResource,
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: 'payment_id',
};
