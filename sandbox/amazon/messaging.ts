import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import type { Order } from './types';

type MessagingQuery = { marketplaceIds?: string };

/** Amazon's bound on the text of an unexpected-problem message. */
const maxTextLength = 2000;

/**
 * The messages a seller may send about an order: none before it is paid (Pending) nor once it is
 * cancelled; an unexpected problem while it is to be shipped or shipped.
 */
const actionsOf = (order: Order): string[] => (order.OrderStatus === 'Pending' || order.OrderStatus === 'Canceled' ? [] : ['unexpectedProblem']);

const orderPath = (orderId: string, marketplaceIds: string) => `/messaging/v1/orders/${orderId}?marketplaceIds=${marketplaceIds}`;
const actionPath = (orderId: string, action: string, marketplaceIds: string) =>
  `/messaging/v1/orders/${orderId}/messages/${action}?marketplaceIds=${marketplaceIds}`;

/**
 * Messaging API v1: `getMessagingActionsForOrder` (HAL links of the actions the order allows) and
 * `createUnexpectedProblem` (201 with an empty body). Amazon offers no way to read the buyer's
 * mail: the seller only writes.
 */
export function registerMessagingRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const { state } = runtime;
  const ownOrder = (orderId: string, sellerId: string) => {
    const order = state.orders.get(orderId);
    if (!order || order.sellerId !== sellerId) throw notFound(`Invalid amazonOrderId: ${orderId}`);
    return order;
  };

  app.get<{ Params: { orderId: string }; Querystring: MessagingQuery }>(
    '/messaging/v1/orders/:orderId',
    { config: { operation: 'getMessagingActionsForOrder' } },
    async (request) => {
      const marketplaceIds = request.query.marketplaceIds ?? '';
      requireMexico(marketplaceIds);
      const order = ownOrder(request.params.orderId, request.sellerId);
      const actions = actionsOf(order);
      return {
        _links: {
          self: { href: orderPath(order.AmazonOrderId, marketplaceIds) },
          actions: actions.map((name) => ({ href: actionPath(order.AmazonOrderId, name, marketplaceIds), name })),
        },
        _embedded: {
          actions: actions.map((name) => ({
            _links: {
              self: { href: actionPath(order.AmazonOrderId, name, marketplaceIds) },
              schema: { href: `/messaging/v1/orders/${order.AmazonOrderId}/schemas/${name}`, name },
            },
            name,
          })),
        },
      };
    },
  );

  app.post<{ Params: { orderId: string }; Querystring: MessagingQuery; Body: { text?: unknown } | null }>(
    '/messaging/v1/orders/:orderId/messages/unexpectedProblem',
    { config: { operation: 'createUnexpectedProblem' } },
    async (request, reply) => {
      requireMexico(request.query.marketplaceIds);
      const order = ownOrder(request.params.orderId, request.sellerId);
      const text = request.body?.text;
      if (typeof text !== 'string' || text.trim() === '') throw invalidInput('Missing required field: text');
      if (text.length > maxTextLength) throw invalidInput(`text must be at most ${maxTextLength} characters`);
      if (!actionsOf(order).includes('unexpectedProblem'))
        throw invalidInput(`The unexpectedProblem message is not available for order ${order.AmazonOrderId}`, `Order status: ${order.OrderStatus}`);
      state.buyerMessages.push({
        sellerId: order.sellerId,
        AmazonOrderId: order.AmazonOrderId,
        action: 'unexpectedProblem',
        text,
        createdAt: new Date().toISOString(),
      });
      return reply.code(201).send({});
    },
  );
}
