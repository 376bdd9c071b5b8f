import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceScreens } from '../../../app/feature';
import { amazonReturnsResource } from './amazonReturnsResource';
import { lazyScreen } from '../../../app/lazyScreen';

/** /amazon/devoluciones and a return's page; read-only, loaded on first visit. */
export const amazonReturnScreens: ResourceScreens = {
  name: amazonReturnsResource,
  list: lazyScreen(() => import('./AmazonReturnList')),
  show: lazyScreen(() => import('./AmazonReturnShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'amazon_order_id',
};
