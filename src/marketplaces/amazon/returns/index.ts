import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { amazonReturnsResource } from './amazonReturnsResource';

/** /amazon/devoluciones and a return's page; read-only, loaded on first visit. */
export const amazonReturnScreens: ResourceScreens = {
  name: amazonReturnsResource,
  list: lazyScreen(() => import('./AmazonReturnList')),
  show: lazyScreen(() => import('./AmazonReturnShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'amazon_order_id',
};
