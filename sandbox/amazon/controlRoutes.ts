import type { FastifyError, FastifyInstance } from 'fastify';
import { type AmazonControl, ControlError, type ReturnOptions } from './control';
import type { Fault } from './faults';
import type { AmazonSettings } from './settings';
import type { CatalogEntry, OrderStatus } from './types';
import type { Operation, UsagePlan } from './usagePlans';

/** The control API over HTTP (`/_control`), for browser tests and manual runs: the same calls as `AmazonControl`. */
export function registerControlRoutes(app: FastifyInstance, control: AmazonControl): void {
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code(error instanceof ControlError ? 400 : (error.statusCode ?? 500)).send({ error: error.message }),
  );
  app.post<{ Body: { name: string } }>('/sellers', async (request, reply) => reply.code(201).send(control.createSeller(request.body.name)));
  app.post<{ Body: Parameters<AmazonControl['issueAuthorizationCode']>[0] }>('/authorization_codes', async (request, reply) =>
    reply.code(201).send(control.issueAuthorizationCode(request.body)),
  );
  app.post<{ Body: CatalogEntry }>('/catalog', async (request, reply) => {
    control.addCatalogItem(request.body);
    return reply.code(204).send();
  });
  app.post<{ Body: Parameters<AmazonControl['placeOrder']>[0] }>('/orders', async (request, reply) => reply.code(201).send(control.placeOrder(request.body)));
  app.post<{ Params: { id: string }; Body: { status: OrderStatus } }>('/orders/:id/status', async (request) =>
    control.setOrderStatus(request.params.id, request.body.status),
  );
  app.post<{ Params: { id: string }; Body: { reason: string } }>('/orders/:id/cancel_request', async (request) =>
    control.requestCancel(request.params.id, request.body.reason),
  );
  app.get<{ Params: { id: string } }>('/orders/:id/messages', async (request) => control.messagesOf(request.params.id));
  app.post<{ Params: { id: string }; Body: { postedDate?: string } | undefined }>('/orders/:id/refund', async (request, reply) => {
    control.refundOrder(request.params.id, request.body ?? {});
    return reply.code(204).send();
  });
  app.post<{ Params: { id: string }; Body: ReturnOptions | undefined }>('/orders/:id/return', async (request, reply) =>
    reply.code(201).send(control.returnOrder(request.params.id, request.body ?? {})),
  );
  app.post<{ Body: Parameters<AmazonControl['postAccountEvent']>[0] }>('/account_events', async (request, reply) =>
    reply.code(201).send(control.postAccountEvent(request.body)),
  );
  app.post<{ Body: Fault }>('/faults', async (request, reply) => {
    control.fault(request.body);
    return reply.code(204).send();
  });
  app.put<{ Params: { operation: Operation }; Body: UsagePlan }>('/usage_plans/:operation', async (request, reply) => {
    control.setUsagePlan(request.params.operation, request.body);
    return reply.code(204).send();
  });
  app.patch<{ Body: Partial<AmazonSettings> }>('/settings', async (request) => control.setSettings(request.body));
  app.post<{ Params: { sellerId: string } }>('/sellers/:sellerId/revoke', async (request, reply) => {
    control.revokeAuthorization(request.params.sellerId);
    return reply.code(204).send();
  });
  app.post('/expire_tokens', async (_request, reply) => {
    control.expireAccessTokens();
    return reply.code(204).send();
  });
  app.post('/reset', async (_request, reply) => {
    control.reset();
    return reply.code(204).send();
  });
}
