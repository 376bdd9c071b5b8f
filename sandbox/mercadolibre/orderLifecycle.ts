import { badRequest, notFound } from './apiErrors';
import type { MercadoLibreRuntime } from './runtime';
import { moveShipment } from './shipmentHistory';
import type { Order } from './types';

/** The shipment statuses a seller's shipment goes through (and the `substatus` each starts with). */
export const shipmentStatuses = ['pending', 'handling', 'ready_to_ship', 'shipped', 'delivered', 'not_delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

function orderOf(runtime: MercadoLibreRuntime, orderId: number): Order {
  const order = runtime.state.orders.get(orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}

function touch(runtime: MercadoLibreRuntime, order: Order): string {
  const now = runtime.state.nowIso();
  order.body.last_updated = now;
  return now;
}

/** The buyer pays an order placed with `paid: false`: order paid, payment approved, shipment ready to print. */
export function payOrder(runtime: MercadoLibreRuntime, orderId: number): Order {
  const order = orderOf(runtime, orderId);
  if (order.body.status !== 'payment_required') throw badRequest(`Order ${orderId} is ${String(order.body.status)}, not waiting for payment`);
  const now = touch(runtime, order);
  const payment = runtime.state.payments.get(order.paymentId);
  Object.assign(order.body, { status: 'paid', date_closed: now, paid_amount: order.body.total_amount });
  order.body.tags = ['paid', ...(order.body.tags as string[]).filter((tag) => tag !== 'not_paid')];
  if (payment) {
    Object.assign(payment.body, {
      status: 'approved',
      status_detail: 'accredited',
      date_approved: now,
      date_last_modified: now,
      available_actions: ['refund'],
    });
    payment.body.total_paid_amount = payment.body.transaction_amount;
    order.body.payments = [payment.body];
  }
  const shipment = runtime.state.shipments.get(order.shipmentId);
  if (shipment?.body.status === 'pending') moveShipment(shipment.body, 'ready_to_ship', 'ready_to_print', now);
  runtime.webhooks.notify('orders_v2', `/orders/${order.id}`, order.sellerId);
  runtime.webhooks.notify('payments', `/collections/${order.paymentId}`, order.sellerId);
  runtime.webhooks.notify('shipments', `/shipments/${order.shipmentId}`, order.sellerId);
  return order;
}

/**
 * The order is cancelled (by the buyer, the seller or MercadoLibre): an approved payment is refunded,
 * a pending one cancelled, the shipment cancelled, and the units go back on the item.
 */
export function cancelOrder(runtime: MercadoLibreRuntime, orderId: number): Order {
  const order = orderOf(runtime, orderId);
  if (order.body.status === 'cancelled') throw badRequest(`Order ${orderId} is already cancelled`);
  const now = touch(runtime, order);
  Object.assign(order.body, {
    status: 'cancelled',
    cancel_detail: { group: 'buyer', code: 'BUYER_CANCEL', description: 'Cancelled by the buyer', requested_by: 'buyer', date: now, application_id: null },
  });
  const payment = runtime.state.payments.get(order.paymentId);
  if (payment) {
    const approved = payment.body.status === 'approved';
    Object.assign(payment.body, {
      status: approved ? 'refunded' : 'cancelled',
      status_detail: approved ? 'refunded' : 'by_collector',
      transaction_amount_refunded: approved ? payment.body.transaction_amount : 0,
      date_last_modified: now,
      available_actions: [],
    });
    order.body.payments = [payment.body];
  }
  const others = [...runtime.state.orders.values()].filter((other) => other.shipmentId === order.shipmentId && other.body.status !== 'cancelled');
  const shipment = runtime.state.shipments.get(order.shipmentId);
  if (shipment && others.length === 0) moveShipment(shipment.body, 'cancelled', null, now);
  const item = runtime.state.items.get(order.itemId);
  const line = (order.body.order_items as { quantity: number }[])[0];
  if (item && line) {
    item.availableQuantity += line.quantity;
    item.soldQuantity -= line.quantity;
    if (item.status === 'paused' && item.subStatus.includes('out_of_stock')) {
      item.status = 'active';
      item.subStatus = [];
    }
    item.body.last_updated = now;
    runtime.webhooks.notify('items', `/items/${item.id}`, order.sellerId);
  }
  runtime.webhooks.notify('orders_v2', `/orders/${order.id}`, order.sellerId);
  runtime.webhooks.notify('payments', `/collections/${order.paymentId}`, order.sellerId);
  runtime.webhooks.notify('shipments', `/shipments/${order.shipmentId}`, order.sellerId);
  return order;
}

/**
 * The carrier moves a shipment (`shipped`, `delivered`…); its orders are touched as MercadoLibre
 * usually does, unless `touchOrders` is false: MercadoLibre does not promise it, and a client must
 * see the shipment's change without any change of its orders.
 */
export function updateShipment(runtime: MercadoLibreRuntime, shipmentId: number, status: string, substatus: string | null = null, touchOrders = true) {
  const shipment = runtime.state.shipments.get(shipmentId);
  if (!shipment) throw notFound(`Shipment ${shipmentId} not found`);
  if (!shipmentStatuses.some((known) => known === status)) throw badRequest(`status must be one of ${shipmentStatuses.join(', ')}`);
  const now = runtime.state.nowIso();
  moveShipment(shipment.body, status, substatus, now);
  if (touchOrders) for (const order of runtime.state.orders.values()) if (order.shipmentId === shipmentId) order.body.last_updated = now;
  runtime.webhooks.notify('shipments', `/shipments/${shipmentId}`, shipment.sellerId);
  return shipment.body;
}
