import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResourceDeclaration } from '../../resources';
import { errorResponsesFor, idParamsSchema, staleVersionResponse } from '../http/routeSchemas';
import { createBatchRunner, type BatchItem } from './batch';
import type { ListQuery } from './repository';
import { batchBodySchema, filterBodySchema, listQuerySchema, listRecordSchema, recordSchema, requiredFieldsOf, writeBodySchema } from './schemas';
import type { ResourceService } from './service';

type Row = Record<string, unknown>;
type IdParams = { id: number };

/** The generic calls of a resource (list, filtered list, get, batch, create, update, delete), derived from its declaration. */
export function registerResourceRoutes(app: FastifyInstance, resource: ResourceDeclaration, service: ResourceService) {
  const base = `/${resource.path}`;
  const record = recordSchema(resource);
  const page = {
    type: 'object',
    properties: {
      data: { type: 'array', items: listRecordSchema(resource) },
      total: { type: 'integer' },
      page: { type: 'integer' },
      size: { type: 'integer' },
    },
  };
  const errors = errorResponsesFor(400, 401, 404, 409);
  const updateErrors = { ...errors, 409: staleVersionResponse(record) };
  const tags = [resource.name];
  const requiredFields = requiredFieldsOf(resource);
  const runBatch = createBatchRunner(resource, service);
  // Where the database writes the page's JSON itself, that text is the answer: the `page` schema's serializer's, or on PostgreSQL the same in ASCII.
  const listOf = service.listsAsJson
    ? async (query: ListQuery, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(await service.listJson(query))
    : async (query: ListQuery) => ({ ...(await service.list(query)), page: query.page, size: query.size });

  app.get<{ Querystring: ListQuery }>(
    base,
    { schema: { tags, querystring: listQuerySchema(resource), response: { 200: page, ...errors } } },
    (request, reply) => listOf(request.query, reply),
  );

  app.post<{ Querystring: ListQuery; Body: Row }>(
    `${base}q/`,
    { schema: { tags, querystring: listQuerySchema(resource), body: filterBodySchema(resource), response: { 200: page, ...errors } } },
    (request, reply) =>
      listOf({ ...request.query, search: (request.body.busqueda as string | undefined) ?? request.query.search, filter: request.body }, reply),
  );

  app.get<{ Params: IdParams }>(`${base}:id`, { schema: { tags, params: idParamsSchema, response: { 200: record, ...errors } } }, (request) =>
    service.get(request.params.id),
  );

  if (resource.readOnly) return;
  app.post<{ Body: { items: BatchItem[] } }>(`${base}batch`, { schema: { tags, body: batchBodySchema } }, async (request) => ({
    results: await runBatch(request.body.items, request.user?.id),
  }));

  app.post<{ Body: Row }>(
    base,
    { config: { requiredFields }, schema: { tags, body: writeBodySchema(resource, 'create'), response: { 201: record, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.user?.id)),
  );

  app.put<{ Params: IdParams; Body: Row }>(
    `${base}:id`,
    {
      config: { requiredFields },
      schema: { tags, params: idParamsSchema, body: writeBodySchema(resource, 'update'), response: { 200: record, ...updateErrors } },
    },
    (request) => service.update(request.params.id, request.body, request.user?.id),
  );

  // The query carries options a feature's delete rule reads (e.g. closing what the record keeps alive).
  app.delete<{ Params: IdParams; Querystring: Row }>(`${base}:id`, { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.remove(request.params.id, { options: request.query ?? {} });
    return reply.status(204).send();
  });
}
