import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerOrderActionRoutes } from './orders/orderActionRoutes';
import { registerProductImageRoutes } from './products/productImageRoutes';

/** The catalogue's calls beyond the generic ones. */
export function registerCatalogueRoutes(app: FastifyInstance, context: AppContext) {
  registerProductImageRoutes(app, context);
  registerOrderActionRoutes(app, context);
}
