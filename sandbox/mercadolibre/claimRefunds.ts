import type { MercadoLibreRuntime } from './runtime';
import type { Claim } from './types';

/**
 * A claim settled with money gives it back on the order's payment: all of it makes the payment
 * `refunded`, a part keeps it `approved` with `partially_refunded`. The order and payment topics fire,
 * as they do for any change of a payment.
 */
export function refundPayment(runtime: MercadoLibreRuntime, claim: Claim, percentage: number): void {
  const order = runtime.state.orders.get(claim.orderId);
  const payment = order ? runtime.state.payments.get(order.paymentId) : undefined;
  if (!order || !payment) return;
  const now = runtime.state.nowIso();
  const amount = Number(payment.body.transaction_amount);
  const whole = percentage >= 100;
  Object.assign(payment.body, {
    status: whole ? 'refunded' : 'approved',
    status_detail: whole ? 'refunded' : 'partially_refunded',
    transaction_amount_refunded: Math.round(amount * Math.min(percentage, 100)) / 100,
    date_last_modified: now,
    available_actions: [],
  });
  order.body.payments = [payment.body];
  order.body.last_updated = now;
  runtime.webhooks.notify('orders_v2', `/orders/${order.id}`, order.sellerId);
  runtime.webhooks.notify('payments', `/collections/${order.paymentId}`, order.sellerId);
}
