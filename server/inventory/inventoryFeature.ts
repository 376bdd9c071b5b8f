import type { ServerFeature } from '../serverFeature';
import { registerSaleRestockRoute } from './sales/saleRestockRoute';
import { saleTables } from './sales/saleTables';

/** One inventory across channels: marketplace sales in (and their stock), whatever the channel. */
export const inventoryFeature: ServerFeature = {
  name: 'inventory',
  tables: [...saleTables],
  register(app, context) {
    registerSaleRestockRoute(app, context);
  },
};
