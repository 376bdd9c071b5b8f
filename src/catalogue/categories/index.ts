import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import type { ResourceScreens } from '../../app/feature';

/** /categorias: a tree instead of a table; the forms are the generic ones. */
export const categoryScreens: ResourceScreens = {
  name: 'categorias',
  list: lazy(() => import('./CategoryTree')),
  create: lazy(() => import('./CategoryCreate')),
  edit: lazy(() => import('./CategoryEdit')),
  show: lazy(() => import('./CategoryShow')),
  icon: AccountTreeIcon,
  recordRepresentation: 'label',
};
