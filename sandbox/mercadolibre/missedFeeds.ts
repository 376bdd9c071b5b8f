import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from './apiErrors';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import { notificationBody } from './webhooks';

type Query = { app_id?: string; topic?: string; offset?: string; limit?: string };

/** Real MercadoLibre keeps the notifications no attempt delivered for two days. */
const keptMs = 2 * 24 * 3600 * 1000;

/**
 * `GET /missed_feeds?app_id=&topic=&offset=&limit=`: the application's notifications that were never
 * acknowledged, each with the last request sent and the answer (or its absence) that was received.
 */
export function registerMissedFeeds(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  app.get<{ Querystring: Query }>('/missed_feeds', async (request) => {
    const { clientId } = callerOf(request);
    const query = request.query;
    if (!query.app_id) throw badRequest('app_id is required');
    if (query.app_id !== clientId) throw forbidden(`Caller is not allowed to read the feeds of application ${query.app_id}`);
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 10);
    if (!Number.isInteger(offset) || offset < 0) throw badRequest(`Invalid offset ${query.offset}`);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest(`Invalid limit ${query.limit}`);
    const since = state.now() - keptMs;
    const missed = state.webhookDeliveries.filter(
      (delivery) =>
        delivery.clientId === clientId &&
        delivery.state === 'failed' &&
        (!query.topic || delivery.topic === query.topic) &&
        Date.parse(delivery.received) >= since,
    );
    return {
      messages: missed.slice(offset, offset + limit).map((delivery) => {
        const last = delivery.attempts[delivery.attempts.length - 1];
        const body = notificationBody(delivery, delivery.attempts.length, last?.at ?? delivery.received);
        return {
          ...body,
          request: { url: delivery.url, headers: { 'content-type': 'application/json' }, data: JSON.stringify(body) },
          response: { req_time: last?.at ?? null, http_code: last?.httpStatus ?? 0, body: last?.error ?? '', headers: {} },
        };
      }),
    };
  });
}
