import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from './apiErrors';
import {
  addMessage,
  addShippingEvidence,
  allowReturn,
  moveReturn,
  openDispute,
  partialRefund,
  recontact,
  refund,
  requireSellerAction,
  reviewReturn,
  type SellerAction,
  sendPotentialShipping,
  sendTrackingNumber,
} from './claimActions';
import { registerClaimAttachmentRoute } from './claimAttachments';
import { claimJson, messageJson, returnJson } from './claimJson';
import { refundPayment } from './claimRefunds';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import type { Claim, ClaimRole } from './types';

const maxMessageLength = 2000;
const day = 24 * 3600 * 1000;

export interface NewClaim {
  orderId: number;
  /** PDD9551 (different or defective, the default: a return can fix it) or PNR4071 (not received). */
  reasonId?: string;
  message?: string;
}

/** A buyer opens a claim on a paid order of theirs (control API and demo activity); the seller has two days to act. */
export function openClaim(runtime: MercadoLibreRuntime, input: NewClaim): Claim {
  const { state } = runtime;
  const order = state.orders.get(input.orderId);
  if (!order) throw notFound(`Order ${input.orderId} not found`);
  if (order.body.status !== 'paid') throw badRequest(`Order ${input.orderId} is ${String(order.body.status)}; a claim needs a paid order`);
  if ([...state.claims.values()].some((claim) => claim.orderId === order.id && claim.status === 'opened'))
    throw badRequest(`Order ${input.orderId} already has an open claim`);
  const reasonId = input.reasonId ?? 'PDD9551';
  if (!/^(PDD|PNR)\d{4}$/.test(reasonId)) throw badRequest('reasonId must look like PDD9551 or PNR4071');
  const now = state.nowIso();
  const line = (order.body.order_items as { quantity?: number }[])[0];
  const claim: Claim = {
    id: state.nextId('claim'),
    sellerId: order.sellerId,
    buyerId: order.buyerId,
    orderId: order.id,
    itemId: order.itemId,
    quantity: line?.quantity ?? 1,
    type: 'mediations',
    stage: 'claim',
    status: 'opened',
    reasonId,
    dueDate: new Date(state.now() + 2 * day).toISOString(),
    expectedResolution: reasonId.startsWith('PDD') ? 'return_product' : 'refund',
    expectedResolutionStatus: 'pending',
    resolution: null,
    messages: [],
    claimReturn: null,
    dateCreated: now,
    lastUpdated: now,
  };
  addMessage(state, claim, 'complainant', 'respondent', input.message ?? 'El producto llegó con un defecto. Quiero una solución.');
  state.claims.set(claim.id, claim);
  notifyClaim(runtime, claim);
  return claim;
}

export const notifyClaim = (runtime: MercadoLibreRuntime, claim: Claim) =>
  runtime.webhooks.notify('claims', `/post-purchase/v1/claims/${claim.id}`, claim.sellerId);

/** The buyer's return moves on (control API): shipped, then delivered to the seller. */
export function advanceReturn(runtime: MercadoLibreRuntime, claimId: number, status: 'shipped' | 'delivered'): Claim {
  const claim = runtime.state.claims.get(claimId);
  if (!claim) throw notFound(`Claim ${claimId} not found`);
  moveReturn(runtime.state, claim, status);
  notifyClaim(runtime, claim);
  return claim;
}

const receiverRoles: readonly ClaimRole[] = ['complainant', 'mediator'];

/**
 * Claims and returns (post-purchase v1, returns v2): search, detail, messages, expected resolutions,
 * and the seller's actions, each refused unless the seller's `available_actions` offers it. Every
 * change fires the `claims` topic.
 */
export function registerClaimRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;
  const claimOf = (id: string, userId: number): Claim => {
    const claim = state.claims.get(Number(id));
    if (!claim) throw notFound(`Claim ${id} not found`);
    if (claim.sellerId !== userId && claim.buyerId !== userId) throw forbidden(`Caller ${userId} is not a player of claim ${id}`);
    return claim;
  };
  const sellerClaimOf = (id: string, userId: number): Claim => {
    const claim = claimOf(id, userId);
    if (claim.sellerId !== userId) throw forbidden(`Caller ${userId} is not the respondent of claim ${id}`);
    return claim;
  };

  app.get<{ Querystring: Record<string, string | undefined> }>('/post-purchase/v1/claims/search', async (request) => {
    const { userId } = callerOf(request);
    const query = request.query;
    const filters = ['id', 'type', 'stage', 'status', 'resource_id', 'reason_id', 'player_role', 'player_user_id'] as const;
    if (!filters.some((filter) => query[filter])) throw badRequest(`At least one filter is required: ${filters.join(', ')}`);
    if (query.player_user_id && Number(query.player_user_id) !== userId)
      throw forbidden(`Caller is not allowed to read claims of user ${query.player_user_id}`);
    const offset = Number(query.offset ?? 0) || 0;
    const limit = Math.min(Number(query.limit ?? 30) || 30, 100);
    const [sortField, sortOrder] = (query.sort ?? 'last_updated:desc').split(':');
    const key = (claim: Claim) => (sortField === 'date_created' ? claim.dateCreated : claim.lastUpdated);
    const found = [...state.claims.values()]
      .filter(
        (claim) =>
          (claim.sellerId === userId || claim.buyerId === userId) &&
          (!query.id || claim.id === Number(query.id)) &&
          (!query.type || claim.type === query.type) &&
          (!query.stage || claim.stage === query.stage) &&
          (!query.status || claim.status === query.status) &&
          (!query.resource_id || claim.orderId === Number(query.resource_id)) &&
          (!query.reason_id || claim.reasonId === query.reason_id) &&
          (!query.player_role || (query.player_role === 'respondent' ? claim.sellerId : claim.buyerId) === userId) &&
          (!query.last_updated || claim.lastUpdated >= query.last_updated),
      )
      .sort((a, b) => (sortOrder === 'asc' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))) || a.id - b.id);
    return { paging: { offset, limit, total: found.length }, data: found.slice(offset, offset + limit).map((claim) => claimJson(claim, state.now())) };
  });

  app.get<{ Params: { id: string } }>('/post-purchase/v1/claims/:id', async (request) =>
    claimJson(claimOf(request.params.id, callerOf(request).userId), state.now()),
  );

  app.get<{ Params: { id: string } }>('/post-purchase/v1/claims/:id/messages', async (request) =>
    messageJson(claimOf(request.params.id, callerOf(request).userId)),
  );

  app.get<{ Params: { id: string } }>('/post-purchase/v1/claims/:id/expected-resolutions', async (request) => {
    const claim = claimOf(request.params.id, callerOf(request).userId);
    return [
      {
        player_role: 'complainant',
        user_id: claim.buyerId,
        expected_resolution: claim.expectedResolution,
        status: claim.expectedResolutionStatus,
        date_created: claim.dateCreated,
        last_updated: claim.lastUpdated,
      },
    ];
  });

  app.get<{ Params: { id: string } }>('/post-purchase/v2/claims/:id/returns', async (request) =>
    returnJson(claimOf(request.params.id, callerOf(request).userId)),
  );

  app.post<{ Params: { id: string }; Body: { receiver_role?: unknown; message?: unknown } }>(
    '/post-purchase/v1/claims/:id/actions/send-message',
    async (request, reply) => {
      const claim = sellerClaimOf(request.params.id, callerOf(request).userId);
      const { receiver_role: receiver, message } = request.body ?? {};
      if (typeof receiver !== 'string' || !receiverRoles.includes(receiver as ClaimRole) || typeof message !== 'string')
        throw badRequest('body.invalid_field_types', '[invalid property type: receiver_role must be complainant or mediator and message String]');
      if (!message.trim() || message.length > maxMessageLength) throw badRequest(`The message must have 1 to ${maxMessageLength} characters`);
      requireSellerAction(state, claim, `send_message_to_${receiver}`);
      addMessage(state, claim, 'respondent', receiver as ClaimRole, message);
      notifyClaim(runtime, claim);
      return reply.code(201).send(messageJson(claim).at(-1));
    },
  );

  // Each action's own endpoint; the imitation names them after the action (`allow_return` → `actions/allow-return`).
  const actions: Partial<Record<SellerAction, (claim: Claim, body: Record<string, unknown>) => void>> = {
    refund: (claim) => {
      refund(state, claim);
      refundPayment(runtime, claim, 100);
    },
    allow_partial_refund: (claim, body) => {
      partialRefund(state, claim, body.percentage);
      refundPayment(runtime, claim, body.percentage as number);
    },
    allow_return: (claim) => allowReturn(state, claim),
    allow_return_label: (claim) => allowReturn(state, claim),
    open_dispute: (claim) => openDispute(state, claim),
    send_potential_shipping: (claim, body) => sendPotentialShipping(state, claim, body),
    send_tracking_number: (claim, body) => sendTrackingNumber(state, claim, body),
    add_shipping_evidence: (claim, body) => addShippingEvidence(state, claim, body),
    recontact: (claim, body) => recontact(state, claim, body),
  };
  app.post<{ Params: { id: string; action: string }; Body: Record<string, unknown> | undefined }>(
    '/post-purchase/v1/claims/:id/actions/:action',
    async (request) => {
      const claim = sellerClaimOf(request.params.id, callerOf(request).userId);
      const action = request.params.action.replaceAll('-', '_') as SellerAction;
      const perform = actions[action];
      if (!perform) throw notFound(`Action ${request.params.action} not found`);
      requireSellerAction(state, claim, action);
      perform(claim, request.body ?? {});
      notifyClaim(runtime, claim);
      return claimJson(claim, state.now());
    },
  );

  registerClaimAttachmentRoute(app, state, sellerClaimOf, (claim) => notifyClaim(runtime, claim));

  app.post<{ Params: { id: string }; Body: { reason_id?: unknown } | undefined }>('/post-purchase/v1/returns/:id/return-review', async (request) => {
    const { userId } = callerOf(request);
    const claim = [...state.claims.values()].find((candidate) => candidate.claimReturn?.id === Number(request.params.id));
    if (!claim) throw notFound(`Return ${request.params.id} not found`);
    if (claim.sellerId !== userId) throw forbidden(`Caller ${userId} is not the seller of return ${request.params.id}`);
    const reasonId = request.body?.reason_id;
    if (reasonId !== undefined && typeof reasonId !== 'string')
      throw badRequest('body.invalid_field_types', '[invalid property type: reason_id expected String]');
    requireSellerAction(state, claim, reasonId ? 'return_review_fail' : 'return_review_ok');
    reviewReturn(state, claim, reasonId ?? null);
    if (!reasonId) refundPayment(runtime, claim, 100);
    notifyClaim(runtime, claim);
    return returnJson(claim);
  });
}
