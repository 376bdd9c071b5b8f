import { createBuyer } from './accounts';
import { badRequest, notFound } from './apiErrors';
import type { listingTypes } from './catalogData';
import { listingPrice } from './fees';
import { sellerSkuOf } from './itemBuilder';
import type { MercadoLibreRuntime } from './runtime';
import { emptyStatusHistory, moveShipment } from './shipmentHistory';
import type { JsonObject, Order } from './types';

export interface NewOrder {
  itemId: string;
  quantity?: number;
  buyerId?: number;
  /** False: the buyer has not paid yet (`payment_required`, payment pending); `payOrder` pays it later. */
  paid?: boolean;
}

/** Several items bought together: one order each, sharing a `pack_id` and one shipment. */
export interface NewPack {
  items: { itemId: string; quantity?: number }[];
  buyerId?: number;
  paid?: boolean;
}

type Buyer = NonNullable<ReturnType<MercadoLibreRuntime['state']['users']['get']>>;

function buyerOf(runtime: MercadoLibreRuntime, buyerId: number | undefined): Buyer {
  const buyer = buyerId !== undefined ? runtime.state.users.get(buyerId) : createBuyer(runtime.state);
  if (!buyer) throw notFound(`Buyer ${buyerId} not found`);
  return buyer;
}

/** A buyer purchases (paid at once unless `paid: false`): order, payment and shipment; stock goes down. */
export function placeOrder(runtime: MercadoLibreRuntime, request: NewOrder): Order {
  checkAvailable(runtime, [request]);
  const paid = request.paid ?? true;
  const order = createOrder(runtime, request, buyerOf(runtime, request.buyerId), { packId: null, paid, shipmentId: runtime.state.nextId('shipment') });
  createShipment(runtime, order, [order], paid);
  announce(runtime, [order]);
  return order;
}

/** A multi-item purchase: one order per item, attached to one pack, one shipment for all. */
export function placePack(runtime: MercadoLibreRuntime, request: NewPack): Order[] {
  if (!Array.isArray(request.items) || request.items.length < 2) throw badRequest('a pack needs at least two items');
  checkAvailable(runtime, request.items);
  const buyer = buyerOf(runtime, request.buyerId);
  const paid = request.paid ?? true;
  const packId = runtime.state.nextId('pack');
  const shipmentId = runtime.state.nextId('shipment');
  const orders = request.items.map((line) => createOrder(runtime, line, buyer, { packId, paid, shipmentId }));
  createShipment(runtime, orders[0], orders, paid);
  announce(runtime, orders);
  return orders;
}

function checkAvailable(runtime: MercadoLibreRuntime, lines: readonly { itemId: string; quantity?: number }[]): void {
  for (const line of lines) {
    const item = runtime.state.items.get(line.itemId);
    if (!item) throw notFound(`Item with id ${line.itemId} not found`);
    const quantity = line.quantity ?? 1;
    if (item.status !== 'active') throw badRequest(`Item ${item.id} is not active`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.availableQuantity)
      throw badRequest(`Quantity ${quantity} is not available for item ${item.id}`);
  }
}

function announce(runtime: MercadoLibreRuntime, orders: readonly Order[]): void {
  for (const order of orders) {
    runtime.webhooks.notify('orders_v2', `/orders/${order.id}`, order.sellerId);
    runtime.webhooks.notify('payments', `/collections/${order.paymentId}`, order.sellerId);
  }
  runtime.webhooks.notify('shipments', `/shipments/${orders[0].shipmentId}`, orders[0].sellerId);
  for (const itemId of new Set(orders.map((order) => order.itemId))) runtime.webhooks.notify('items', `/items/${itemId}`, orders[0].sellerId);
}

function createOrder(
  runtime: MercadoLibreRuntime,
  request: { itemId: string; quantity?: number },
  buyer: Buyer,
  { packId, paid, shipmentId }: { packId: number | null; paid: boolean; shipmentId: number },
): Order {
  const { state } = runtime;
  const item = state.items.get(request.itemId);
  if (!item) throw notFound(`Item with id ${request.itemId} not found`);
  const quantity = request.quantity ?? 1;
  item.availableQuantity -= quantity;
  item.soldQuantity += quantity;
  if (item.availableQuantity === 0) {
    item.status = 'paused';
    item.subStatus = ['out_of_stock'];
  }
  const now = state.nowIso();
  item.body.last_updated = now;
  const orderId = state.nextId('order');
  const paymentId = state.nextId('payment');
  const total = Math.round(item.price * quantity * 100) / 100;
  const fee = listingPrice(item.price, item.listingTypeId as (typeof listingTypes)[number]['id'], item.categoryId).sale_fee_amount;

  const payment = {
    id: paymentId,
    order_id: orderId,
    payer_id: buyer.id,
    collector: { id: item.sellerId },
    status: paid ? 'approved' : 'pending',
    status_detail: paid ? 'accredited' : 'pending_waiting_payment',
    transaction_amount: total,
    transaction_amount_refunded: 0,
    shipping_cost: 0,
    total_paid_amount: paid ? total : 0,
    marketplace_fee: fee * quantity,
    taxes_amount: 0,
    installments: 1,
    payment_method_id: 'master',
    payment_type: 'credit_card',
    operation_type: 'regular_payment',
    currency_id: 'MXN',
    date_created: now,
    date_approved: paid ? now : null,
    date_last_modified: now,
    available_actions: paid ? ['refund'] : [],
    reason: item.title,
    site_id: 'MLM',
  };
  const order: Order = {
    id: orderId,
    sellerId: item.sellerId,
    buyerId: buyer.id,
    itemId: item.id,
    paymentId,
    shipmentId,
    body: {
      id: orderId,
      status: paid ? 'paid' : 'payment_required',
      status_detail: null,
      date_created: now,
      date_closed: paid ? now : null,
      last_updated: now,
      expiration_date: null,
      pack_id: packId,
      fulfilled: null,
      buying_mode: 'buy_it_now',
      total_amount: total,
      paid_amount: paid ? total : 0,
      currency_id: 'MXN',
      shipping_cost: null,
      shipping: { id: shipmentId },
      mediations: [],
      tags: [...(paid ? ['paid'] : ['not_paid']), 'not_delivered', ...(packId ? ['pack_order'] : [])],
      order_items: [
        {
          item: {
            id: item.id,
            title: item.title,
            category_id: item.categoryId,
            variation_id: null,
            variation_attributes: [],
            seller_sku: sellerSkuOf(item) ?? null,
            seller_custom_field: (item.body.seller_custom_field as string | null) ?? null,
            condition: String(item.body.condition ?? 'new'),
            warranty: null,
            user_product_id: item.body.user_product_id ?? null,
          },
          quantity,
          unit_price: item.price,
          full_unit_price: item.price,
          gross_price: null,
          sale_fee: fee,
          listing_type_id: item.listingTypeId,
          currency_id: 'MXN',
          manufacturing_days: null,
        },
      ],
      payments: [payment],
      buyer: { id: buyer.id, nickname: buyer.nickname },
      seller: { id: item.sellerId },
      feedback: { buyer: null, seller: null },
      context: { channel: 'marketplace', site: 'MLM', flows: [] },
      taxes: { amount: null, currency_id: null, id: null },
      cancel_detail: null,
      order_request: { change: null, return: null },
    },
  };
  state.orders.set(orderId, order);
  state.payments.set(paymentId, { id: paymentId, orderId, sellerId: item.sellerId, body: payment });
  return order;
}

/** The shipment of the orders (one for a pack): pending until paid, then ready to print. */
function createShipment(runtime: MercadoLibreRuntime, first: Order, orders: readonly Order[], paid: boolean): void {
  const { state } = runtime;
  const buyer = state.users.get(first.buyerId) as Buyer;
  const now = state.nowIso();
  const shipmentId = first.shipmentId;
  const orderId = first.id;
  const total = Math.round(orders.reduce((sum, order) => sum + Number(order.body.total_amount), 0) * 100) / 100;
  const body: JsonObject = {
    id: shipmentId,
    order_id: orderId,
    status: paid ? 'ready_to_ship' : 'pending',
    substatus: paid ? 'ready_to_print' : null,
    date_created: now,
    last_updated: now,
    declared_value: total,
    dimensions: { height: 10, width: 20, length: 30, weight: 1000 },
    logistic: { mode: 'me2', type: 'drop_off', direction: 'forward' },
    source: { site_id: 'MLM', market_place: 'MELI' },
    tracking_number: null,
    tracking_method: null,
    origin: {
      type: 'selling_address',
      sender_id: first.sellerId,
      shipping_address: {
        zip_code: '06600',
        city: { id: 'TUxNQ0NVQTc3MDk', name: 'Cuauhtémoc' },
        state: { id: 'MX-DIF', name: 'Distrito Federal' },
        country: { id: 'MX', name: 'Mexico' },
      },
    },
    destination: {
      type: 'buyer_address',
      receiver_id: buyer.id,
      receiver_name: `${buyer.firstName} ${buyer.lastName}`,
      receiver_phone: null,
      shipping_address: {
        address_line: 'Av. Insurgentes Sur 1602',
        street_name: 'Av. Insurgentes Sur',
        street_number: '1602',
        zip_code: '03940',
        city: { id: 'TUxNQ0JFTjM0MjY', name: 'Benito Juárez' },
        state: { id: 'MX-DIF', name: 'Distrito Federal' },
        country: { id: 'MX', name: 'Mexico' },
      },
    },
    lead_time: {
      shipping_method: { id: 501245, name: 'Estándar a domicilio', type: 'standard', deliver_to: 'address' },
      cost: 0,
      list_cost: 149,
      cost_type: 'charged',
      service_id: null,
      buffering: { date: null },
      estimated_delivery_time: null,
    },
    tags: [],
    external_reference: null,
    status_history: emptyStatusHistory(),
  };
  if (paid) moveShipment(body, 'ready_to_ship', 'ready_to_print', now);
  state.shipments.set(shipmentId, { id: shipmentId, orderId, sellerId: first.sellerId, body });
}
