import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import type { Order } from './types';

interface PackageItem {
  orderItemId?: unknown;
  quantity?: unknown;
}

interface ConfirmShipmentBody {
  marketplaceId?: unknown;
  packageDetail?: {
    packageReferenceId?: unknown;
    carrierCode?: unknown;
    trackingNumber?: unknown;
    shipDate?: unknown;
    orderItems?: unknown;
  };
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Only an order paid and not yet fully shipped can have a package confirmed. */
const shippable = (order: Order) => order.OrderStatus === 'Unshipped' || order.OrderStatus === 'PartiallyShipped';

/** The package's lines, each naming an item of the order and at most what is left of it to ship; refused whole otherwise. */
function packageLines(order: Order, body: ConfirmShipmentBody): Array<{ item: Order['items'][number]; quantity: number }> {
  const detail = body.packageDetail;
  if (body.marketplaceId !== mexicoMarketplaceId) throw invalidInput(`Invalid marketplaceId: ${String(body.marketplaceId ?? '')}`);
  if (!detail || typeof detail !== 'object') throw invalidInput('Missing required field: packageDetail');
  for (const field of ['packageReferenceId', 'carrierCode', 'trackingNumber', 'shipDate'] as const)
    if (!text(detail[field])) throw invalidInput(`Missing required field: packageDetail.${field}`);
  if (Number.isNaN(Date.parse(String(detail.shipDate)))) throw invalidInput(`Invalid shipDate: ${String(detail.shipDate)}`, 'Dates are ISO 8601');
  const items = detail.orderItems;
  if (!Array.isArray(items) || items.length === 0) throw invalidInput('Missing required field: packageDetail.orderItems');
  const lines = (items as PackageItem[]).map((line) => {
    const item = order.items.find((candidate) => candidate.OrderItemId === line.orderItemId);
    if (!item) throw invalidInput(`Invalid orderItemId: ${String(line.orderItemId)}`, `Not an item of order ${order.AmazonOrderId}`);
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) throw invalidInput(`Invalid quantity for orderItemId ${item.OrderItemId}`);
    return { item, quantity };
  });
  for (const { item } of lines) {
    const asked = lines.filter((line) => line.item === item).reduce((total, line) => total + line.quantity, 0);
    const left = item.QuantityOrdered - item.QuantityShipped;
    if (asked > left) throw invalidInput(`Quantity for orderItemId ${item.OrderItemId} exceeds the quantity left to ship`, `Left to ship: ${left}`);
  }
  return lines;
}

/**
 * Orders API v0 `confirmShipment` (merchant-fulfilled): the package's items count as shipped, the
 * order becomes PartiallyShipped or Shipped and counts as updated, so `getOrders` by
 * LastUpdatedAfter reports it; 204 with no body.
 */
export function registerShipmentConfirmationRoute(app: FastifyInstance, runtime: AmazonRuntime): void {
  app.post<{ Params: { orderId: string }; Body: ConfirmShipmentBody | null }>(
    '/orders/v0/orders/:orderId/shipmentConfirmation',
    { config: { operation: 'confirmShipment' } },
    async (request, reply) => {
      const order = runtime.state.orders.get(request.params.orderId);
      if (!order || order.sellerId !== request.sellerId) throw notFound(`Invalid AmazonOrderId: ${request.params.orderId}`);
      if (!shippable(order)) throw invalidInput(`Order ${order.AmazonOrderId} cannot be confirmed as shipped`, `Order status: ${order.OrderStatus}`);
      const lines = packageLines(order, request.body ?? {});
      for (const { item, quantity } of lines) item.QuantityShipped += quantity;
      order.OrderStatus = order.items.every((item) => item.QuantityShipped >= item.QuantityOrdered) ? 'Shipped' : 'PartiallyShipped';
      order.LastUpdateDate = new Date().toISOString();
      return reply.code(204).send();
    },
  );
}
