import type { Feature } from './app/feature';
import { catalogueFeature } from './catalogue/feature';
import { dashboardFeature } from './dashboard/feature';
import { amazonFeature } from './marketplaces/amazon/feature';
import { marketplacesFeature } from './marketplaces/feature';
import { notificationsFeature } from './notifications/feature';
import { searchFeature } from './search/feature';
import { settingsFeature } from './settings/feature';
import { systemFeature } from './system/feature';
import { tasksFeature } from './tasks/feature';
import { uploadsFeature } from './uploads/feature';
import { usersFeature } from './users/feature';

/**
 * Every browser feature, once; the order is the side menu's order within each section: GENERAL opens
 * with statistics, settings and tasks, then the rest.
 */
export const features: readonly Feature[] = [
  searchFeature,
  dashboardFeature,
  settingsFeature,
  tasksFeature,
  usersFeature,
  notificationsFeature,
  uploadsFeature,
  systemFeature,
  catalogueFeature,
  marketplacesFeature,
  amazonFeature,
];
