import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { amazonReturnsResource } from './amazonReturnsResource';

/** /amazon/devoluciones and a return's page; read-only, loaded on first visit. */
export const amazonReturnScreens: ResourceScreens = {
  name: amazonReturnsResource,
  list: lazy(() => import('./AmazonReturnList')),
  show: lazy(() => import('./AmazonReturnShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'amazon_order_id',
};
