import type { ServerFeature } from '../serverFeature';
import { catalogueHooks } from './catalogueHooks';
import { registerCatalogueRoutes } from './catalogueRoutes';
import { seedDemoCatalogueOnStart } from './demo/seedDemoCatalogue';
import { productChangesTable } from './stock/stockChangeOutbox';

/** The catalogue: products, stock, prices, categories, warehouses, clients and orders. */
export const catalogueFeature: ServerFeature = {
  name: 'catalogue',
  tables: [productChangesTable],
  resourceHooks: catalogueHooks,
  register: registerCatalogueRoutes,
  seedDemo: ({ database, config }) => seedDemoCatalogueOnStart(database.db, config.demoData),
};
