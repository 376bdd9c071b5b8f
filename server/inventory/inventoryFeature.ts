import type { ServerFeature } from '../serverFeature';
import { createInventoryPush, pushLoops } from './push/inventoryPush';
import { inventoryListingsTable } from './push/listingRulesTable';
import { registerPushRoutes } from './push/pushRoutes';

/** One inventory for every sales channel: stock and price pushed to every listing, its rules and its drift. */
export const inventoryFeature: ServerFeature = {
  name: 'inventory',
  tables: [inventoryListingsTable],
  register(app, context) {
    const push = createInventoryPush(context, app.log);
    registerPushRoutes(app, context, push);
    return pushLoops(push);
  },
};
