import type { ServerFeature } from '../serverFeature';
import { registerSystemRoutes } from './routes';

/** The health probes and what the about page shows. */
export const systemFeature: ServerFeature = {
  name: 'system',
  register: registerSystemRoutes,
};
