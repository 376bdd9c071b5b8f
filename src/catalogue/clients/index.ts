import PeopleIcon from '@mui/icons-material/PeopleAlt';
import { lazy } from 'react';
import type { ResourceScreens } from '../../app/feature';

/** /clientes: the generic screens of the declaration. */
export const clientScreens: ResourceScreens = {
  name: 'clientes',
  list: lazy(() => import('./ClientList')),
  create: lazy(() => import('./ClientCreate')),
  edit: lazy(() => import('./ClientEdit')),
  show: lazy(() => import('./ClientShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
