import type { ServerFeature } from '../serverFeature';
import { registerSearchRoutes } from './searchRoutes';

/** The top bar's global search over products, orders, customers and the publications on MercadoLibre and Amazon. */
export const searchFeature: ServerFeature = {
  name: 'search',
  register: registerSearchRoutes,
};
