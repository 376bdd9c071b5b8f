import type { ServerFeature } from '../serverFeature';
import { userHooks } from './userHooks';

/** Users: the generic resource, storing only a hash of each password. */
export const usersFeature: ServerFeature = {
  name: 'users',
  resourceHooks: { usuarios: userHooks },
};
