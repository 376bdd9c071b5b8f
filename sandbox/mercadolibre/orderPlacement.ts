import { createBuyer } from './accounts';
import { badRequest, notFound } from './apiErrors';
import type { listingTypes } from './catalogData';
import { listingPrice } from './fees';
import { sellerSkuOf } from './itemBuilder';
import type { MercadoLibreRuntime } from './runtime';
import type { Order } from './types';

export interface NewOrder {
  itemId: string;
  quantity?: number;
  buyerId?: number;
}

/** A buyer purchases with immediate payment: paid order, approved payment, shipment ready to print; stock goes down. */
export function placeOrder(runtime: MercadoLibreRuntime, request: NewOrder): Order {
  const { state, webhooks } = runtime;
  const item = state.items.get(request.itemId);
  if (!item) throw notFound(`Item with id ${request.itemId} not found`);
  const quantity = request.quantity ?? 1;
  if (item.status !== 'active') throw badRequest(`Item ${item.id} is not active`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.availableQuantity)
    throw badRequest(`Quantity ${quantity} is not available for item ${item.id}`);

  const buyer = request.buyerId !== undefined ? state.users.get(request.buyerId) : createBuyer(state);
  if (!buyer) throw notFound(`Buyer ${request.buyerId} not found`);
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
  const shipmentId = state.nextId('shipment');
  const total = Math.round(item.price * quantity * 100) / 100;
  const fee = listingPrice(item.price, item.listingTypeId as (typeof listingTypes)[number]['id'], item.categoryId).sale_fee_amount;

  const payment = {
    id: paymentId,
    order_id: orderId,
    payer_id: buyer.id,
    collector: { id: item.sellerId },
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: total,
    transaction_amount_refunded: 0,
    shipping_cost: 0,
    total_paid_amount: total,
    marketplace_fee: fee * quantity,
    taxes_amount: 0,
    installments: 1,
    payment_method_id: 'master',
    payment_type: 'credit_card',
    operation_type: 'regular_payment',
    currency_id: 'MXN',
    date_created: now,
    date_approved: now,
    date_last_modified: now,
    available_actions: ['refund'],
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
      status: 'paid',
      status_detail: null,
      date_created: now,
      date_closed: now,
      last_updated: now,
      expiration_date: null,
      pack_id: null,
      fulfilled: null,
      buying_mode: 'buy_it_now',
      total_amount: total,
      paid_amount: total,
      currency_id: 'MXN',
      shipping_cost: null,
      shipping: { id: shipmentId },
      mediations: [],
      tags: ['paid', 'not_delivered'],
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
  state.shipments.set(shipmentId, {
    id: shipmentId,
    orderId,
    sellerId: item.sellerId,
    body: {
      id: shipmentId,
      order_id: orderId,
      status: 'ready_to_ship',
      substatus: 'ready_to_print',
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
        sender_id: item.sellerId,
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
    },
  });
  webhooks.notify('orders_v2', `/orders/${orderId}`, item.sellerId);
  webhooks.notify('payments', `/collections/${paymentId}`, item.sellerId);
  webhooks.notify('shipments', `/shipments/${shipmentId}`, item.sellerId);
  webhooks.notify('items', `/items/${item.id}`, item.sellerId);
  return order;
}
