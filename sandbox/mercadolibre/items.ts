import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound, validationError } from './apiErrors';
import { buildItem, itemJson, pickAttributes } from './itemBuilder';
import { updateItem } from './itemTransitions';
import { validateNewItem } from './itemValidation';
import { pictureCauses } from './pictureSources';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import type { Item, JsonObject } from './types';

type ItemParams = { Params: { id: string }; Querystring: { attributes?: string } };

const asObject = (body: unknown): JsonObject => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object');
  return body as JsonObject;
};

/** Listings: validate, create, read one or many, update with the real status rules. */
export function registerItemRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state, webhooks } = runtime;

  const findItem = (id: string): Item => {
    const item = state.items.get(id);
    if (!item) throw notFound(`Item with id ${id} not found`);
    return item;
  };
  const ownItem = (id: string, userId: number): Item => {
    const item = findItem(id);
    if (item.sellerId !== userId) throw forbidden(`User ${userId} is not the owner of item ${id}`);
    return item;
  };

  app.post('/items/validate', async (request, reply) => {
    callerOf(request);
    const body = asObject(request.body);
    const causes = [...validateNewItem(body), ...(await pictureCauses(body, state.settings.pictureFetchTimeoutMs))];
    if (causes.some((cause) => cause.type === 'error')) throw validationError(causes);
    return reply.code(204).send();
  });

  app.post('/items', async (request, reply) => {
    const { userId } = callerOf(request);
    const body = asObject(request.body);
    const causes = [...validateNewItem(body), ...(await pictureCauses(body, state.settings.pictureFetchTimeoutMs))];
    if (causes.some((cause) => cause.type === 'error')) throw validationError(causes);
    const item = buildItem(state, userId, body, causes);
    state.items.set(item.id, item);
    state.itemCreations.set(userId, (state.itemCreations.get(userId) ?? 0) + 1);
    if (typeof body.description === 'string')
      state.descriptions.set(item.id, { plain_text: body.description, date_created: state.nowIso(), last_updated: state.nowIso() });
    webhooks.notify('items', `/items/${item.id}`, userId);
    return reply.code(201).send(itemJson(item, userId));
  });

  app.get<{ Querystring: { ids?: string; attributes?: string } }>('/items', async (request) => {
    const { userId } = callerOf(request);
    const ids = (request.query.ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) throw badRequest('ids is required');
    if (ids.length > 20) throw badRequest('Too many ids: the limit is 20');
    return ids.map((id) => {
      const item = state.items.get(id);
      if (!item) return { code: 404, body: { message: `Item with id ${id} not found`, error: 'not_found', status: 404, cause: [] } };
      return { code: 200, body: pickAttributes(itemJson(item, userId), request.query.attributes) };
    });
  });

  app.get<ItemParams>('/items/:id', async (request) => {
    const { userId } = callerOf(request);
    return pickAttributes(itemJson(findItem(request.params.id), userId), request.query.attributes);
  });

  app.put<ItemParams>('/items/:id', async (request) => {
    const { userId } = callerOf(request);
    const item = ownItem(request.params.id, userId);
    updateItem(state, item, asObject(request.body));
    webhooks.notify('items', `/items/${item.id}`, userId);
    return itemJson(item, userId);
  });

  app.get<ItemParams>('/items/:id/description', async (request) => {
    callerOf(request);
    findItem(request.params.id);
    const description = state.descriptions.get(request.params.id);
    if (!description) throw notFound(`Description for item ${request.params.id} not found`);
    return { text: '', plain_text: description.plain_text, last_updated: description.last_updated, date_created: description.date_created, snapshot: null };
  });

  const saveDescription = async (request: { params: { id: string }; body: unknown }, userId: number) => {
    const item = ownItem(request.params.id, userId);
    const body = asObject(request.body);
    if (typeof body.plain_text !== 'string') throw badRequest('plain_text is required');
    const created = state.descriptions.get(item.id)?.date_created ?? state.nowIso();
    state.descriptions.set(item.id, { plain_text: body.plain_text, date_created: created, last_updated: state.nowIso() });
    webhooks.notify('items', `/items/${item.id}`, userId);
    return { text: '', plain_text: body.plain_text, last_updated: state.nowIso(), date_created: created, snapshot: null };
  };
  app.post<ItemParams>('/items/:id/description', async (request, reply) => reply.code(201).send(await saveDescription(request, callerOf(request).userId)));
  app.put<ItemParams>('/items/:id/description', async (request) => saveDescription(request, callerOf(request).userId));
}
