import type { ServerFeature } from '../serverFeature';
import { productDeleteGuard } from './links/productDeleteGuard';
import { registerSaleRestockRoute } from './sales/saleRestockRoute';
import { saleTables } from './sales/saleTables';

/** One inventory across channels: what holds for every marketplace's listings of our products and their sales. */
export const inventoryFeature: ServerFeature = {
  name: 'inventory',
  tables: [...saleTables],
  resourceHooks: { productos: productDeleteGuard },
  register(app, context) {
    registerSaleRestockRoute(app, context);
  },
};
