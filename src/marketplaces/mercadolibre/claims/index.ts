import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { claimsResource } from './claimsResource';

/** /mercadolibre/devoluciones and a claim's page; loaded on first visit. */
export const mercadoLibreClaimScreens: ResourceScreens = {
  name: claimsResource,
  list: lazyScreen(() => import('./ClaimList')),
  show: lazyScreen(() => import('./ClaimShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'ml_id',
};
