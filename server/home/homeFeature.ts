import type { ServerFeature } from '../serverFeature';
import { registerHomeRoutes } from './homeRoutes';

/** The home page's figures, read from the other features' tables. */
export const homeFeature: ServerFeature = {
  name: 'home',
  register: registerHomeRoutes,
};
