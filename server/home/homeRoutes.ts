import type { FastifyInstance } from 'fastify';
import { homeSummaryPath } from '../../resources/homeSummary';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import { homeSummary } from './homeSummary';
import { homeSummaryQuery, homeSummaryResponse } from './homeSchemas';

/** The home page's one read-only call. */
export function registerHomeRoutes(app: FastifyInstance, context: AppContext) {
  app.get<{ Querystring: { utc_offset: number } }>(
    `/${homeSummaryPath}`,
    {
      schema: {
        tags: ['home'],
        description:
          'The figures of the home page: sales per channel and day, orders to prepare, publications by status, low stock, task activity, unseen notifications.',
        querystring: homeSummaryQuery,
        response: homeSummaryResponse,
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return homeSummary(context.database, request.user.id, request.query.utc_offset);
    },
  );
}
