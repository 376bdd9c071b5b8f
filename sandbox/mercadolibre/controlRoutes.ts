import type { FastifyInstance } from 'fastify';
import { badRequest } from './apiErrors';
import type { MercadoLibreControl } from './control';
import { type FaultRule, faultKinds } from './faults';
import type { NotificationTopic } from './types';

type Input<K extends keyof MercadoLibreControl> = MercadoLibreControl[K] extends (input: infer T) => unknown ? T : never;
const bodyOf = <T>(body: unknown): T => {
  if (!body || typeof body !== 'object') throw badRequest('a JSON object body is required');
  return body as T;
};

/** The control API over HTTP, under `/mercadolibre/_control`; same functions as the `control` object. */
export function registerControlRoutes(app: FastifyInstance, control: MercadoLibreControl): void {
  app.post('/reset', async () => {
    control.reset();
    return { ok: true };
  });
  app.get('/demo', async () => control.demoAccount());
  app.post('/sellers', async (request, reply) => reply.code(201).send(control.createSeller(bodyOf<Input<'createSeller'>>(request.body ?? {}))));
  app.post('/apps', async (request, reply) => reply.code(201).send(control.configureApp(bodyOf<Input<'configureApp'>>(request.body))));
  app.post('/authorization_codes', async (request, reply) =>
    reply.code(201).send({ code: control.issueAuthorizationCode(bodyOf<Input<'issueAuthorizationCode'>>(request.body)) }),
  );
  app.post('/tokens', async (request, reply) => reply.code(201).send(control.issueTokens(bodyOf<Input<'issueTokens'>>(request.body))));
  app.post('/grants/revoke', async (request) => control.revokeGrant(bodyOf<Input<'revokeGrant'>>(request.body)));
  app.put('/rate_limit', async (request) => {
    control.setRateLimit(bodyOf<Input<'setRateLimit'>>(request.body));
    return { ok: true };
  });
  app.patch('/settings', async (request) => control.updateSettings(bodyOf<Input<'updateSettings'>>(request.body)));
  app.post('/clock/advance', async (request) => {
    const { seconds } = bodyOf<{ seconds: number }>(request.body);
    if (typeof seconds !== 'number') throw badRequest('seconds must be a number');
    control.advanceClock(seconds);
    return { ok: true };
  });
  app.post('/faults', async (request, reply) => {
    const rule = bodyOf<FaultRule>(request.body);
    if (!faultKinds.includes(rule.kind)) throw badRequest(`kind must be one of ${faultKinds.join(', ')}`);
    control.injectFault(rule);
    return reply.code(201).send({ pending: control.pendingFaults() });
  });
  app.get('/faults', async () => ({ pending: control.pendingFaults() }));
  app.delete('/faults', async () => {
    control.clearFaults();
    return { pending: [] };
  });
  app.post('/questions', async (request, reply) => reply.code(201).send(control.createQuestion(bodyOf<Input<'createQuestion'>>(request.body))));
  app.post('/orders', async (request, reply) => reply.code(201).send(control.placeOrder(bodyOf<Input<'placeOrder'>>(request.body))));
  app.post('/packs', async (request, reply) => reply.code(201).send(control.placePack(bodyOf<Input<'placePack'>>(request.body))));
  app.post<{ Params: { id: string } }>('/orders/:id/pay', async (request) => control.payOrder({ orderId: Number(request.params.id) }));
  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request) => control.cancelOrder({ orderId: Number(request.params.id) }));
  app.post<{ Params: { id: string } }>('/shipments/:id/status', async (request) => {
    const { status, substatus, touchOrders } = bodyOf<{ status: string; substatus?: string | null; touchOrders?: boolean }>(request.body);
    return control.updateShipment({ shipmentId: Number(request.params.id), status, substatus, touchOrders });
  });
  app.post('/claims', async (request, reply) => reply.code(201).send(control.openClaim(bodyOf<Input<'openClaim'>>(request.body))));
  app.post<{ Params: { id: string } }>('/claims/:id/return', async (request) => {
    const { status } = bodyOf<{ status: 'shipped' | 'delivered' }>(request.body);
    if (status !== 'shipped' && status !== 'delivered') throw badRequest('status must be shipped or delivered');
    return control.advanceReturn({ claimId: Number(request.params.id), status });
  });
  app.post<{ Params: { id: string } }>('/orders/:id/buyer_messages', async (request, reply) =>
    reply.code(201).send(control.buyerWrites({ orderId: Number(request.params.id), text: bodyOf<{ text: string }>(request.body).text })),
  );
  app.put<{ Params: { id: string } }>('/orders/:id/conversation_block', async (request) =>
    control.blockConversation({ orderId: Number(request.params.id), substatus: bodyOf<{ substatus: string | null }>(request.body).substatus ?? null }),
  );
  app.get<{ Params: { id: string } }>('/orders/:id/conversation', async (request) => control.conversation({ orderId: Number(request.params.id) }));
  app.get<{ Querystring: { topic?: NotificationTopic } }>('/webhooks', async (request) => ({
    deliveries: control.webhookDeliveries({ topic: request.query.topic }),
  }));
  app.get<{ Querystring: { seller_id?: string } }>('/items', async (request) => {
    const sellerId = Number(request.query.seller_id);
    if (!Number.isInteger(sellerId)) throw badRequest('seller_id is required');
    return control.itemCreations(sellerId);
  });
}
