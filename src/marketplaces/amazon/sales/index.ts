import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { amazonSalesResource } from './amazonSalesResource';

/** /amazon/ventas: the list of Amazon's sales. Loaded on first visit. */
export const amazonSales: ResourceScreens = {
  name: amazonSalesResource,
  list: lazyScreen(() => import('./AmazonSaleList')),
  icon: LocalShippingIcon,
  recordRepresentation: 'marketplace_order_id',
};
