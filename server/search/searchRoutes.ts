import type { FastifyInstance } from 'fastify';
import { listLimits } from '../../resources';
import type { AppContext } from '../context';
import { errorResponsesFor } from '../http/routeSchemas';
import { searchedKinds, searchKinds } from './searchedKinds';
import { recordFinder } from './searchRecords';

/** At most this many results of each kind: a dropdown, not a list. */
export const searchLimits = { defaultPerKind: 5, maxPerKind: 10 } as const;

type SearchQuery = { q: string; limit: number };

const querySchema = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: listLimits.maxSearch },
    limit: { type: 'integer', minimum: 1, maximum: searchLimits.maxPerKind, default: searchLimits.defaultPerKind },
  },
} as const;

const resultSchema = {
  type: 'object',
  properties: {
    kind: { enum: searchKinds },
    id: { type: 'integer' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    route: { type: 'string' },
    buyer: { type: 'object', properties: { channel: { type: 'string' }, buyerId: { type: 'string' } } },
  },
} as const;

/** `GET /api/search/?q=…&limit=…`: a few products, orders, customers and publications matching the text, grouped by kind in that order. */
export function registerSearchRoutes(app: FastifyInstance, context: AppContext) {
  const finders = searchedKinds.map((searched) => recordFinder(context.database.db, searched));
  app.get<{ Querystring: SearchQuery }>(
    '/api/search/',
    {
      schema: {
        tags: ['search'],
        querystring: querySchema,
        response: { 200: { type: 'object', properties: { results: { type: 'array', items: resultSchema } } }, ...errorResponsesFor(400, 401) },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (!query) return { results: [] };
      const found = await Promise.all(finders.map((find) => find(query, request.query.limit)));
      return { results: found.flat() };
    },
  );
}
