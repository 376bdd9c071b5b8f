import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import { amazonBuyerRequests, buyerRequestLink } from '../../../resources/amazon/buyerRequests';
import { marketplaceCodes, type NotificationSentence } from '../../../resources/notifications';
import type { AppContext } from '../../context';
import type { AccountRow } from './accountRepository';

const table = amazonBuyerRequests.table;

/** The lines whose buyer asked to cancel (Amazon says so on every line of the order, as the string 'true'). */
const cancelRequestedLines = (items: readonly OrderItem[]) => items.filter((item) => item.BuyerRequestedCancel?.IsBuyerRequestedCancel === 'true');

/**
 * Stores the buyer's cancellation request of an order read by the sync, once: one row per account,
 * order and kind (a unique key, so a second sync or another process inserts nothing), and one
 * notification (its once-key), sent even when a crash came between the row and the notification.
 * Once Amazon reports the order cancelled, the request counts as accepted. `recorded`: the ERP order
 * the sale became, and the order's LastUpdateDate as the sale read it (the request's date).
 */
export async function recordBuyerRequests(
  context: AppContext,
  account: AccountRow,
  order: Order,
  items: readonly OrderItem[],
  recorded: { orderId: number; requestedAt: string },
): Promise<void> {
  const lines = cancelRequestedLines(items);
  if (lines.length === 0) return;
  const reason = lines.find((line) => line.BuyerRequestedCancel?.BuyerCancelReason)?.BuyerRequestedCancel?.BuyerCancelReason ?? '';
  const products = lines.map((line) => line.Title ?? line.SellerSKU ?? line.ASIN).join(' · ');
  await context.database.db
    .insertInto(table)
    .values({
      channel: 'amazon',
      account_id: Number(account.id),
      amazon_order_id: order.AmazonOrderId,
      kind: 'cancel',
      order_id: recorded.orderId,
      skus: lines
        .map((line) => line.SellerSKU ?? line.ASIN)
        .join(', ')
        .slice(0, 255),
      products: products.slice(0, 1000),
      reason: reason.slice(0, 500),
      status: 'open',
      requested_at: recorded.requestedAt,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'amazon_order_id', 'kind']).doNothing())
    .execute();
  // Cancelled on Amazon's side (the seller in Seller Central, or Amazon itself): the request is settled.
  if (order.OrderStatus === 'Canceled')
    await context.database.db
      .updateTable(table)
      .set({ status: 'accepted' })
      .where('account_id', '=', Number(account.id))
      .where('amazon_order_id', '=', order.AmazonOrderId)
      .where('status', '!=', 'accepted')
      .execute();
  await context.notify(
    {
      type: 'question',
      marketplace: marketplaceCodes.amazon,
      resourceId: order.AmazonOrderId,
      message: `El comprador pide cancelar el pedido ${order.AmazonOrderId}${reason ? `: ${reason}` : ''}`.slice(0, 500),
      data: { sentence: 'cancel_request' satisfies NotificationSentence, kind: 'cancel', reason, products, link: buyerRequestLink(order.AmazonOrderId) },
    },
    { onceKey: `amazon:buyer-request:cancel:${order.AmazonOrderId}` },
  );
}
