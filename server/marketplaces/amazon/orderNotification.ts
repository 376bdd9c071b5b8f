import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import { marketplaceCodes } from '../../../resources/notifications';
import type { AppContext } from '../../context';

/** The sales screen searching for the order: where its notification leads. */
const amazonOrderLink = (amazonOrderId: string) => `/amazon/ventas?busqueda=${encodeURIComponent(amazonOrderId)}`;

/**
 * A new Amazon order is announced once, however often the sync reads it (its once-key): an `order`
 * notification of marketplace 1 leading to the sales screen searching for it.
 */
export async function announceAmazonOrder(context: AppContext, order: Order, items: readonly OrderItem[]): Promise<void> {
  const title = items[0]?.Title ?? items[0]?.SellerSKU ?? '';
  const total = order.OrderTotal ? ` por ${order.OrderTotal.Amount ?? ''} ${order.OrderTotal.CurrencyCode ?? ''}`.trimEnd() : '';
  await context.notify(
    {
      type: 'order',
      marketplace: marketplaceCodes.amazon,
      resourceId: order.AmazonOrderId,
      message: `Nueva venta en Amazon ${order.AmazonOrderId}: ${title}${total}`.slice(0, 500),
      data: {
        status: order.OrderStatus,
        title,
        total_amount: order.OrderTotal?.Amount,
        currency_id: order.OrderTotal?.CurrencyCode,
        link: amazonOrderLink(order.AmazonOrderId),
      },
    },
    { onceKey: `amazon:order:${order.AmazonOrderId}` },
  );
}
