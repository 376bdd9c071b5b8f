import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import { marketplaceCodes, type NotificationSentence } from '../../../resources/notifications';
import type { AppContext } from '../../context';
import type { NotificationInput } from '../../notifications/notify';

/** The sales screen searching for the order: where its notification leads. */
const amazonOrderLink = (amazonOrderId: string) => `/amazon/ventas?busqueda=${encodeURIComponent(amazonOrderId)}`;

/** Amazon sends amounts as text ("8614.40"); the stored Spanish message writes them as the app does ("$8,614.40 MXN"). */
const pesos = (amount: number, currency: string) =>
  `$${amount.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`.trimEnd();

/**
 * The notification of a new Amazon order: the browser words it from its sentence and data in the
 * reader's language (the amount a number, formatted there); the stored message is its Spanish wording.
 * An order Amazon has not priced yet (pending) has a sentence without the amount.
 */
export function amazonOrderNotice(order: Order, items: readonly OrderItem[]): NotificationInput {
  const title = items[0]?.Title ?? items[0]?.SellerSKU ?? '';
  const amount = order.OrderTotal?.Amount === undefined ? undefined : Number(order.OrderTotal.Amount);
  const currency = order.OrderTotal?.CurrencyCode ?? '';
  const priced = amount !== undefined && Number.isFinite(amount);
  const sentence: NotificationSentence = priced ? 'amazon_order' : 'amazon_order_unpriced';
  return {
    type: 'order',
    marketplace: marketplaceCodes.amazon,
    resourceId: order.AmazonOrderId,
    message: `Nueva venta en Amazon ${order.AmazonOrderId}: ${title}${priced ? ` por ${pesos(amount, currency)}` : ''}`.slice(0, 500),
    data: {
      sentence,
      status: order.OrderStatus,
      title,
      ...(priced ? { total_amount: amount } : {}),
      currency_id: order.OrderTotal?.CurrencyCode,
      link: amazonOrderLink(order.AmazonOrderId),
    },
  };
}

/**
 * A new Amazon order is announced once, however often the sync reads it (its once-key): an `order`
 * notification of marketplace 1 leading to the sales screen searching for it.
 */
export async function announceAmazonOrder(context: AppContext, order: Order, items: readonly OrderItem[]): Promise<void> {
  await context.notify(amazonOrderNotice(order, items), { onceKey: `amazon:order:${order.AmazonOrderId}` });
}
