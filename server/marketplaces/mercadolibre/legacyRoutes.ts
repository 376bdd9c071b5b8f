import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { taskLimits, taskTypes } from '../../../resources/tasks';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { createTaskOfProducts, createTaskOfPublications } from './publicationBulkRoutes';
import { publishNow } from './publicationPublishing';
import { validateProduct } from './publicationValidation';
import { idParamsSchema } from '../../http/routeSchemas';
import { answering, errorResponses } from './routeSupport';

const tags = ['mercadolibre-legacy'];
const base = '/api/mercado_libre/publicaciones';
const sortable = ['rowid', 'id', 'title', 'status', 'price', 'sold_quantity', 'created_at', 'updated_at'] as const;
const filters = ['status', 'account_id', 'product_id', 'sku'] as const;
type LegacyQuery = { sortfield: (typeof sortable)[number]; sortorder: 'ASC' | 'DESC'; limit: number; page: number; pagination_data?: boolean } & Partial<
  Record<(typeof filters)[number], string | number>
>;

const legacyQuery = {
  type: 'object',
  properties: {
    sortfield: { enum: sortable, default: 'rowid' },
    sortorder: { enum: ['ASC', 'DESC', 'asc', 'desc'], default: 'ASC' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 5 },
    page: { type: 'integer', minimum: 0, default: 0 },
    pagination_data: { type: 'boolean' },
    // An id filter is a stored integer, checked here rather than refused by the database.
    ...Object.fromEntries(filters.map((name) => [name, name.endsWith('_id') ? { type: 'integer', minimum: 1 } : { type: 'string', maxLength: 128 }])),
  },
};
type EntryKey = 'productId' | 'publicationId';
type Entries = (number | Partial<Record<EntryKey, number>>)[];
/** Each entry is the id itself or an object holding it under `key`: anything else (null, text) is refused before a task is made. */
const entriesBody = (key: EntryKey) => {
  const id = { type: 'integer', minimum: 1 };
  const entry = { anyOf: [id, { type: 'object', required: [key], properties: { [key]: id } }] };
  return {
    type: 'object',
    required: ['publicaciones'],
    properties: { publicaciones: { type: 'array', minItems: 1, maxItems: taskLimits.maxItems, items: entry } },
  };
};
const idOf = (entry: Entries[number], key: EntryKey) => Number(typeof entry === 'number' ? entry : entry[key]);

/** The list and action calls at their legacy paths, under /api/mercado_libre/publicaciones/. */
export function registerLegacyRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const db = feature.context.database.db;

  const list = (listed: boolean) => async (request: { query: LegacyQuery }) => {
    const query = request.query;
    let where = db.selectFrom(declaration.table).where('ml_id', listed ? 'is not' : 'is', null);
    for (const name of filters) if (query[name] !== undefined) where = where.where(name, '=', name.endsWith('_id') ? Number(query[name]) : query[name]);
    const field = query.sortfield === 'rowid' ? 'id' : query.sortfield;
    const order = query.sortorder.toLowerCase() === 'desc' ? 'desc' : 'asc';
    const [rows, count] = await Promise.all([
      where
        .select('id')
        .orderBy(field, order)
        .orderBy('id', order)
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      where.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const data = await Promise.all(rows.map((row) => feature.publications.get(Number(row.id))));
    if (!query.pagination_data) return data;
    const total = Number(count.total);
    return { data, pagination: { total, page: query.page, limit: query.limit, page_count: Math.ceil(total / query.limit) } };
  };
  app.get<{ Querystring: LegacyQuery }>(`${base}/pendientes/`, { schema: { tags, querystring: legacyQuery } }, list(false));
  app.get<{ Querystring: LegacyQuery }>(`${base}/publicadas/`, { schema: { tags, querystring: legacyQuery } }, list(true));

  app.post<{ Body: { productId: number; images?: string[] } }>(
    `${base}/validar/`,
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['productId'],
          properties: { productId: { type: 'integer', minimum: 1 }, images: { type: 'array', maxItems: 10, items: { type: 'string' } } },
        },
        response: errorResponses,
      },
    },
    (request) => answering(() => validateProduct(feature, request.body.productId, request.body.images)),
  );

  app.post<{ Body: { publicaciones: Entries } }>(`${base}/validar_masivo/`, { schema: { tags, body: entriesBody('productId') } }, async (request, reply) => {
    const ids = request.body.publicaciones.map((entry) => idOf(entry, 'productId'));
    return reply.status(202).send(await createTaskOfProducts(feature, taskTypes.validatePublications, ids, Number(request.user?.id)));
  });

  app.post<{ Params: { id: number } }>(`${base}/:id/publicar/`, { schema: { tags, params: idParamsSchema, response: errorResponses } }, (request) =>
    answering(() => publishNow(feature, request.params.id)),
  );

  app.post<{ Body: { publicaciones: Entries } }>(
    `${base}/publicar_masivo/`,
    { schema: { tags, body: entriesBody('publicationId') } },
    async (request, reply) => {
      const ids = request.body.publicaciones.map((entry) => idOf(entry, 'publicationId'));
      return reply.status(202).send(await createTaskOfPublications(feature, taskTypes.publish, ids, Number(request.user?.id)));
    },
  );
}
