import type { ServerFeature } from '../serverFeature';
import { productDeleteGuard } from './links/productDeleteGuard';
import { createInventoryPush, pushLoops } from './push/inventoryPush';
import { inventoryListingsTable } from './push/listingRulesTable';
import { registerPushRoutes } from './push/pushRoutes';
import { registerSaleRestockRoute } from './sales/saleRestockRoute';
import { saleTables } from './sales/saleTables';

/**
 * One inventory for every sales channel: sales in (and their stock), stock and price pushed to
 * every listing with its rules and drift, links between listings and products.
 */
export const inventoryFeature: ServerFeature = {
  name: 'inventory',
  tables: [...saleTables, inventoryListingsTable],
  resourceHooks: { productos: productDeleteGuard },
  register(app, context) {
    registerSaleRestockRoute(app, context);
    const push = createInventoryPush(context, app.log);
    registerPushRoutes(app, context, push);
    return pushLoops(push);
  },
};
