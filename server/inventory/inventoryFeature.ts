import type { ServerFeature } from '../serverFeature';
import { productDeleteGuard } from './links/productDeleteGuard';

/** The one inventory across sales channels: what holds for every marketplace's listings of our products. */
export const inventoryFeature: ServerFeature = {
  name: 'inventory',
  resourceHooks: { productos: productDeleteGuard },
};
