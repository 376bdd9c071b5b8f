import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from './apiErrors';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';

type Query = Record<string, string | undefined>;

/** Sales after the fact: orders (search, detail), packs, payments (`/collections`, Mercado Pago `/v1/payments`) and shipments. */
export function registerOrderRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  const owned = <T extends { sellerId: number }>(record: T | undefined, what: string, id: string, userId: number): T => {
    if (!record) throw notFound(`${what} ${id} not found`);
    if (record.sellerId !== userId) throw forbidden(`Caller is not allowed to access ${what.toLowerCase()} ${id}`);
    return record;
  };

  app.get<{ Querystring: Query }>('/orders/search', async (request) => {
    const { userId } = callerOf(request);
    const query = request.query;
    if (!query.seller) throw badRequest('seller is required');
    if (Number(query.seller) !== userId) throw forbidden(`Caller is not allowed to search orders of seller ${query.seller}`);
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 51) throw badRequest(`Invalid limit ${query.limit}`);
    // Dates arrive with an offset (`2024-07-01T00:00:00.000-00:00`); the bodies hold UTC ISO strings.
    const within = (value: unknown, from: string | undefined, to: string | undefined) =>
      (!from || String(value) >= new Date(from).toISOString()) && (!to || String(value) <= new Date(to).toISOString());
    for (const name of ['order.date_created.from', 'order.date_created.to', 'order.date_last_updated.from', 'order.date_last_updated.to']) {
      if (query[name] && Number.isNaN(Date.parse(query[name]))) throw badRequest(`Invalid date ${query[name]} for ${name}`);
    }
    const sort = query.sort === 'date_desc' ? 'date_desc' : 'date_asc';
    const found = [...state.orders.values()]
      .filter(
        (order) =>
          order.sellerId === userId &&
          (!query['order.status'] || order.body.status === query['order.status']) &&
          (!query.q || String(order.id) === query.q) &&
          within(order.body.date_created, query['order.date_created.from'], query['order.date_created.to']) &&
          within(order.body.last_updated, query['order.date_last_updated.from'], query['order.date_last_updated.to']),
      )
      .sort((a, b) => (sort === 'date_desc' ? b.id - a.id : a.id - b.id));
    return {
      query: query.q ?? null,
      results: found.slice(offset, offset + limit).map((order) => order.body),
      sort: { id: sort, name: sort === 'date_asc' ? 'Date ascending' : 'Date descending' },
      available_sorts: [{ id: sort === 'date_asc' ? 'date_desc' : 'date_asc', name: sort === 'date_asc' ? 'Date descending' : 'Date ascending' }],
      filters: [],
      paging: { total: found.length, offset, limit },
      display: 'complete',
    };
  });

  app.get<{ Params: { id: string } }>(
    '/orders/:id',
    async (request) => owned(state.orders.get(Number(request.params.id)), 'Order', request.params.id, callerOf(request).userId).body,
  );

  // A pack is not stored: it is the orders sharing its `pack_id` (their shipment is the pack's).
  app.get<{ Params: { id: string } }>('/packs/:id', async (request) => {
    const { userId } = callerOf(request);
    const members = [...state.orders.values()].filter((order) => String(order.body.pack_id) === request.params.id);
    if (members.length === 0) throw notFound(`Pack ${request.params.id} not found`);
    const [first] = members;
    if (first.sellerId !== userId) throw forbidden(`Caller is not allowed to access pack ${request.params.id}`);
    const open = members.filter((order) => order.body.status !== 'cancelled');
    return {
      id: Number(request.params.id),
      status: open.length === 0 ? 'cancelled' : 'released',
      status_detail: null,
      orders: members.map((order) => ({ id: order.id })),
      shipment: { id: first.shipmentId },
      buyer: { id: first.buyerId },
      date_created: first.body.date_created,
      last_updated: members
        .map((order) => String(order.body.last_updated))
        .sort()
        .at(-1),
    };
  });

  app.get<{ Params: { id: string } }>('/orders/:id/shipments', async (request) => {
    const order = owned(state.orders.get(Number(request.params.id)), 'Order', request.params.id, callerOf(request).userId);
    return state.shipments.get(order.shipmentId)?.body ?? null;
  });

  app.get<{ Params: { id: string } }>(
    '/collections/:id',
    async (request) => owned(state.payments.get(Number(request.params.id)), 'Payment', request.params.id, callerOf(request).userId).body,
  );
  app.get<{ Params: { id: string } }>(
    '/v1/payments/:id',
    async (request) => owned(state.payments.get(Number(request.params.id)), 'Payment', request.params.id, callerOf(request).userId).body,
  );
  app.get<{ Params: { id: string } }>(
    '/shipments/:id',
    async (request) => owned(state.shipments.get(Number(request.params.id)), 'Shipment', request.params.id, callerOf(request).userId).body,
  );
}
