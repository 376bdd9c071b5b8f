import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import { type Order, orderStatuses } from './types';

type OrdersQuery = Record<string, string | undefined>;

const pageSize = 100;

const sum = (order: Order) =>
  order.items.reduce((total, item) => total + Number(item.ItemPrice.Amount) + Number(item.ShippingPrice.Amount) - Number(item.PromotionDiscount.Amount), 0);

/** An order as `getOrders`/`getOrder` answer it; buyer details only once the order is paid (never while Pending). */
function present(order: Order) {
  const shipped = order.items.reduce((total, item) => total + item.QuantityShipped, 0);
  const ordered = order.items.reduce((total, item) => total + item.QuantityOrdered, 0);
  const purchase = new Date(order.PurchaseDate);
  const day = 86_400_000;
  return {
    AmazonOrderId: order.AmazonOrderId,
    PurchaseDate: order.PurchaseDate,
    LastUpdateDate: order.LastUpdateDate,
    OrderStatus: order.OrderStatus,
    FulfillmentChannel: 'MFN',
    SalesChannel: 'Amazon.com.mx',
    ShipServiceLevel: 'Std MX Dom',
    OrderTotal: { CurrencyCode: 'MXN', Amount: sum(order).toFixed(2) },
    NumberOfItemsShipped: shipped,
    NumberOfItemsUnshipped: order.OrderStatus === 'Canceled' ? 0 : ordered - shipped,
    PaymentMethod: 'Other',
    MarketplaceId: mexicoMarketplaceId,
    EarliestShipDate: new Date(purchase.getTime() + day).toISOString(),
    LatestShipDate: new Date(purchase.getTime() + 2 * day).toISOString(),
    OrderType: 'StandardOrder',
    IsPrime: false,
    IsBusinessOrder: false,
    IsReplacementOrder: 'false',
    ...(order.OrderStatus !== 'Pending' && { BuyerInfo: { BuyerName: order.buyerName } }),
  };
}

function isoDate(query: OrdersQuery, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw invalidInput(`Invalid ${name}: ${raw}`, 'Dates are ISO 8601');
  return time;
}

/** Orders API v0: `getOrders` with its filters and NextToken, `getOrder`, `getOrderItems`; answers wrapped in `payload`. */
export function registerOrderRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const { state } = runtime;
  const ownOrder = (orderId: string, sellerId: string) => {
    const order = state.orders.get(orderId);
    if (!order || order.sellerId !== sellerId) throw notFound(`Invalid AmazonOrderId: ${orderId}`);
    return order;
  };

  app.get<{ Querystring: OrdersQuery }>('/orders/v0/orders', { config: { operation: 'getOrders' } }, async (request) => {
    const query = request.query;
    requireMexico(query.MarketplaceIds);
    const createdAfter = isoDate(query, 'CreatedAfter');
    const updatedAfter = isoDate(query, 'LastUpdatedAfter');
    if ((createdAfter === undefined) === (updatedAfter === undefined)) throw invalidInput('Exactly one of CreatedAfter and LastUpdatedAfter is required');
    const statuses = (query.OrderStatuses ?? '').split(',').filter(Boolean);
    const unknown = statuses.find((status) => !(orderStatuses as readonly string[]).includes(status));
    if (unknown) throw invalidInput(`Invalid OrderStatuses value: ${unknown}`);
    const limit = query.MaxResultsPerPage === undefined ? pageSize : Number(query.MaxResultsPerPage);
    if (!Number.isInteger(limit) || limit < 1 || limit > pageSize) throw invalidInput('MaxResultsPerPage must be between 1 and 100');
    const offset = query.NextToken === undefined ? 0 : Number(Buffer.from(query.NextToken, 'base64url').toString());
    if (!Number.isInteger(offset) || offset < 0) throw invalidInput('Invalid NextToken');
    const field = createdAfter === undefined ? 'LastUpdateDate' : 'PurchaseDate';
    const after = createdAfter ?? updatedAfter!;
    const found = [...state.orders.values()]
      .filter((order) => order.sellerId === request.sellerId && Date.parse(order[field]) >= after)
      .filter((order) => statuses.length === 0 || statuses.includes(order.OrderStatus))
      .sort((a, b) => a[field].localeCompare(b[field]) || a.AmazonOrderId.localeCompare(b.AmazonOrderId));
    const page = found.slice(offset, offset + limit);
    const next = offset + limit < found.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
    const before = new Date().toISOString();
    return {
      payload: {
        Orders: page.map(present),
        ...(next && { NextToken: next }),
        ...(createdAfter === undefined ? { LastUpdatedBefore: before } : { CreatedBefore: before }),
      },
    };
  });

  app.get<{ Params: { orderId: string } }>('/orders/v0/orders/:orderId', { config: { operation: 'getOrder' } }, async (request) => ({
    payload: present(ownOrder(request.params.orderId, request.sellerId)),
  }));

  app.get<{ Params: { orderId: string } }>('/orders/v0/orders/:orderId/orderItems', { config: { operation: 'getOrderItems' } }, async (request) => {
    const order = ownOrder(request.params.orderId, request.sellerId);
    return { payload: { AmazonOrderId: order.AmazonOrderId, OrderItems: order.items } };
  });
}
