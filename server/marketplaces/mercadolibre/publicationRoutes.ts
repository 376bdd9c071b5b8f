import type { FastifyInstance } from 'fastify';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { recordSchema } from '../../crud/schemas';
import { claimVersion } from '../../crud/versions';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { assertAllowed } from './publicationGuards';
import { importItem } from './publicationImport';
import { linkPublication } from './publicationLinks';
import { publishNow } from './publicationPublishing';
import { changeStatus, deleteOnMarketplace, editPublication, type PublicationEdit } from './publicationStatusActions';
import { validateProduct, validatePublication } from './publicationValidation';
import { idParamsSchema, sentenceSchema, staleVersionResponse } from '../../http/routeSchemas';
import { answering, errorResponses } from './routeSupport';

type IdParams = { Params: { id: number } };
const tags = [declaration.name];
const record = recordSchema(declaration);
const issues = {
  type: 'array',
  items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' }, detail: sentenceSchema } },
};
const validation = { type: 'object', properties: { valid: { type: 'boolean' }, errors: issues, warnings: issues, publication: record } };
const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, default: 1 }, size: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
};
const nullableString = { type: ['string', 'null'] };
const event = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    kind: { type: 'string' },
    status_after: { type: 'string' },
    message: nullableString,
    issues: { anyOf: [issues, { type: 'null' }] },
    detail: { anyOf: [sentenceSchema, { type: 'null' }] },
    source: { type: 'string' },
    task_id: { type: ['integer', 'null'] },
  },
};
const history = {
  type: 'object',
  properties: { data: { type: 'array', items: event }, total: { type: 'integer' }, page: { type: 'integer' }, size: { type: 'integer' } },
};
const editBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: declaration.fields.title.max, pattern: '\\S' },
    price: { type: 'number', exclusiveMinimum: 0 },
    available_quantity: { type: 'integer', minimum: 0 },
    listing_type_id: { enum: declaration.fields.listing_type_id.values },
    category_id: { type: 'string', pattern: '^MLM\\d+$' },
    // Linking is ours alone: it changes nothing on MercadoLibre, so any status allows it.
    product_id: { type: ['integer', 'null'], minimum: 1 },
    // The version the edit is based on: refused with 409 when another write came first.
    updated_at: { type: 'string', maxLength: 40 },
  },
};

/** The calls on one publication: validate, publish, status actions, history, import, edit, delete (bulk ones in publicationBulkRoutes.ts). */
export function registerPublicationRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const base = `/${declaration.path}`;
  const { publications } = feature;
  const ok = { 200: record, ...errorResponses };

  app.post<{ Body: { productId: number; images?: string[]; accountId?: number } }>(
    `${base}validate`,
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['productId'],
          properties: {
            productId: { type: 'integer', minimum: 1 },
            images: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 1000 } },
            accountId: { type: 'integer', minimum: 1 },
          },
        },
        response: { 200: validation, ...errorResponses },
      },
    },
    (request) => answering(() => validateProduct(feature, request.body.productId, request.body.images, request.body.accountId)),
  );

  app.get<IdParams>(`${base}:id/validate`, { schema: { tags, params: idParamsSchema, response: { 200: validation, ...errorResponses } } }, (request) =>
    answering(async () => validatePublication(feature, await publications.get(request.params.id))),
  );

  app.get<IdParams>(`${base}:id/publish`, { schema: { tags, params: idParamsSchema, response: ok } }, (request) =>
    answering(() => publishNow(feature, request.params.id)),
  );

  for (const action of ['pause', 'resume', 'close'] as const) {
    app.get<IdParams>(`${base}:id/${action}`, { schema: { tags, params: idParamsSchema, response: ok } }, (request) =>
      answering(async () => changeStatus(feature, await publications.get(request.params.id), action)),
    );
  }

  app.get<IdParams & { Querystring: { page: number; size: number } }>(
    `${base}:id/history`,
    { schema: { tags, params: idParamsSchema, querystring: historyQuery, response: { 200: history, ...errorResponses } } },
    async (request) => {
      const found = await publications.get(request.params.id);
      return publications.events.page(found.id, request.query.page, request.query.size);
    },
  );

  app.delete<IdParams>(`${base}:id/mercadolibre`, { schema: { tags, params: idParamsSchema, response: ok } }, (request) =>
    answering(async () => deleteOnMarketplace(feature, await publications.get(request.params.id))),
  );

  app.post<{ Querystring: { id: string; accountId?: number } }>(
    `${base}import`,
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[A-Z]{3}\\d+$' }, accountId: { type: 'integer', minimum: 1 } },
        },
        response: { 201: record, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await answering(() => importItem(feature, request.query.id, request.query.accountId))),
  );

  app.put<IdParams & { Body: PublicationEdit & { product_id?: number | null; updated_at?: string } }>(
    `${base}:id`,
    { schema: { tags, params: idParamsSchema, body: editBody, response: { ...ok, 409: staleVersionResponse(record) } } },
    (request) =>
      answering(async () => {
        const { product_id: productId, updated_at: basedOn, ...edit } = request.body;
        await claimVersion(feature.context.database.db, declaration.table, request.params.id, basedOn, () => publications.find(request.params.id));
        let found = await publications.get(request.params.id);
        if (Object.keys(edit).length > 0) assertAllowed(found, 'edit');
        if (productId !== undefined) found = await linkPublication(feature, found, productId, 'manual');
        return Object.keys(edit).length > 0 ? editPublication(feature, found, edit) : found;
      }),
  );

  app.delete<IdParams>(`${base}:id`, { schema: { tags, params: idParamsSchema, response: errorResponses } }, async (request, reply) => {
    await publications.remove(request.params.id);
    return reply.status(204).send();
  });
}
