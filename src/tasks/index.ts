import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import type { ResourceScreens } from '../app/feature';

/** /tareas: the background tasks and their items, loaded on first visit. */
export const tasks: ResourceScreens = {
  name: 'tareas',
  list: lazy(() => import('./TaskList')),
  show: lazy(() => import('./TaskShow')),
  icon: AssignmentIcon,
  recordRepresentation: 'id',
};
