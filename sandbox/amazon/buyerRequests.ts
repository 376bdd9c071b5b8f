import type { Order } from './types';

/** A buyer may ask to cancel an order only while it is not shipped. */
export const cancelRequestable = (order: Order) => order.OrderStatus === 'Pending' || order.OrderStatus === 'Unshipped';

/**
 * The buyer asks to cancel the order: every line of it carries the request and its reason, and the
 * order counts as updated, as Amazon shows it in `getOrderItems`.
 */
export function markCancelRequested(order: Order, reason: string): void {
  for (const item of order.items) item.BuyerRequestedCancel = { IsBuyerRequestedCancel: 'true', BuyerCancelReason: reason };
  order.LastUpdateDate = new Date().toISOString();
}
