import type { ServerFeature } from '../serverFeature';
import { catalogueHooks } from './catalogueHooks';
import { registerCatalogueRoutes } from './catalogueRoutes';
import { seedDemoCatalogueOnStart } from './demo/seedDemoCatalogue';

/** The catalogue: products, stock, prices, categories, warehouses, clients and orders. */
export const catalogueFeature: ServerFeature = {
  name: 'catalogue',
  resourceHooks: catalogueHooks,
  register: registerCatalogueRoutes,
  seedDemo: ({ database, config }) => seedDemoCatalogueOnStart(database.db, config.demoData),
};
