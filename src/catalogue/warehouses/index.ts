import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazy } from 'react';
import type { ResourceScreens } from '../../app/feature';

/** /almacenes: the generic screens of the declaration. */
export const warehouseScreens: ResourceScreens = {
  name: 'almacenes',
  list: lazy(() => import('./WarehouseList')),
  create: lazy(() => import('./WarehouseCreate')),
  edit: lazy(() => import('./WarehouseEdit')),
  show: lazy(() => import('./WarehouseShow')),
  icon: WarehouseIcon,
  recordRepresentation: 'label',
};
