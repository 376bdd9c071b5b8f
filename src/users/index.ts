import PeopleIcon from '@mui/icons-material/People';
import type { ResourceScreens } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

/** The /usuarios screens, loaded on first visit so the login page stays small. */
export const users: ResourceScreens = {
  name: 'usuarios',
  list: lazyScreen(() => import('./UserList')),
  create: lazyScreen(() => import('./UserCreate')),
  edit: lazyScreen(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
