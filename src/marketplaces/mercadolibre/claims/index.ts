import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { claimsResource } from './claimsResource';

/** /mercadolibre/devoluciones and a claim's page; loaded on first visit. */
export const mercadoLibreClaimScreens: ResourceScreens = {
  name: claimsResource,
  list: lazy(() => import('./ClaimList')),
  show: lazy(() => import('./ClaimShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: 'ml_id',
};
