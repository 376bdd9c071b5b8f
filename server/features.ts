import { catalogueFeature } from './catalogue/catalogueFeature';
import type { DatabaseHandle } from './db/connection';
import { migrate } from './db/migrate';
import { homeFeature } from './home/homeFeature';
import { inventoryFeature } from './inventory/inventoryFeature';
import { amazonServerFeature } from './marketplaces/amazon';
import { mercadoLibreServerFeature } from './marketplaces/mercadolibre';
import { notificationsFeature } from './notifications/notificationsFeature';
import { searchFeature } from './search/searchFeature';
import { featureSchema, type ServerFeature } from './serverFeature';
import { systemFeature } from './system/systemFeature';
import { tasksFeature } from './tasks/tasksFeature';
import { uploadsFeature } from './uploads/uploadsFeature';
import { usersFeature } from './users/usersFeature';

/** Every feature of the server, in the order their tables are created and their routes registered. */
export const features: readonly ServerFeature[] = [
  systemFeature,
  notificationsFeature,
  usersFeature,
  catalogueFeature,
  inventoryFeature,
  tasksFeature,
  mercadoLibreServerFeature,
  amazonServerFeature,
  uploadsFeature,
  searchFeature,
  homeFeature,
];

/** The whole schema: the declared resources' tables, then every feature's own. */
export function migrateAll(database: DatabaseHandle): Promise<void> {
  return migrate(database, featureSchema(features));
}
