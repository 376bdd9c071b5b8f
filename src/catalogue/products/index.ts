import InventoryIcon from '@mui/icons-material/Inventory';
import type { PageRoute, ResourceScreens } from '../../app/feature';
import { lazyScreen } from '../../app/lazyScreen';
import { productListQuery } from './productListUrl';
import { withProductResource } from './withProductResource';

/** /productos is the react-admin list; its create, edit and sheet live at their own Spanish paths. */
export const productScreens: ResourceScreens = {
  name: 'productos',
  list: lazyScreen(() => import('./ProductList')),
  icon: InventoryIcon,
  recordRepresentation: 'label',
  firstQuery: productListQuery,
};

export const productRoutes: readonly PageRoute[] = [
  { path: '/productos/crear', component: withProductResource(lazyScreen(() => import('./ProductCreate'))) },
  { path: '/productos/editar/:id', component: withProductResource(lazyScreen(() => import('./ProductEdit'))) },
  { path: '/productos/ver/:id', component: withProductResource(lazyScreen(() => import('./ProductSheet'))) },
];
