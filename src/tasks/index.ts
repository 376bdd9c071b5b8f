import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceScreens } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

/** /tareas: the background tasks and their items, loaded on first visit. */
export const tasks: ResourceScreens = {
  name: 'tareas',
  list: lazyScreen(() => import('./TaskList')),
  show: lazyScreen(() => import('./TaskShow')),
  icon: AssignmentIcon,
  // Its number as text: react-admin leaves a number out of the page's title ("Tarea:").
  recordRepresentation: (task) => String(task.id),
};
