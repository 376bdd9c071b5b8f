import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceScreens } from '../app/feature';

/** The /usuarios screens, loaded on first visit so the login page stays small. */
export const users: ResourceScreens = {
  name: 'usuarios',
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
