import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import type { ChannelSale, SaleShipmentStatus, SaleStatus } from '../../inventory/sales/channelSale';

/** Pending: the payment is not authorised yet; Unshipped, PartiallyShipped and Shipped are paid; Canceled gives the stock back. */
const saleStatusOf = (status: string): SaleStatus => (status === 'Canceled' ? 'cancelled' : status === 'Pending' ? 'pending' : 'paid');

const shipmentStatusOf: Record<string, SaleShipmentStatus> = {
  Pending: 'pending',
  Unshipped: 'handling',
  PartiallyShipped: 'handling',
  Shipped: 'shipped',
  Canceled: 'cancelled',
};

const amount = (money: { Amount?: string } | undefined) => Number(money?.Amount ?? 0);

type Settings = Pick<ChannelSale, 'accountId' | 'stockMoment' | 'warehouseId'>;

/**
 * An Amazon order and its items as the inventory's sale. A line's listing is its SellerSKU;
 * `productOf` answers the catalogue product whose ref is that SKU, null when none is. Amazon names
 * no buyer id and shows the buyer only once the order is paid: the buyer is keyed by its email when
 * given, else by the order.
 */
export function saleOfAmazonOrder(order: Order, items: readonly OrderItem[], productOf: ReadonlyMap<string, number | null>, settings: Settings): ChannelSale {
  const buyer = order.BuyerInfo ?? {};
  return {
    channel: 'amazon',
    ...settings,
    saleId: order.AmazonOrderId,
    orderIds: [order.AmazonOrderId],
    buyer: {
      id: buyer.BuyerEmail ?? order.AmazonOrderId,
      name: buyer.BuyerName || `Comprador de Amazon ${order.AmazonOrderId}`,
      email: buyer.BuyerEmail ?? null,
      nickname: null,
    },
    lines: items.map((item) => {
      const sku = item.SellerSKU ?? item.ASIN;
      // Amazon's ItemPrice is the line's: the unit price times the quantity.
      const quantity = Number(item.QuantityOrdered);
      return {
        orderId: order.AmazonOrderId,
        listingId: sku,
        productId: productOf.get(sku) ?? null,
        title: item.Title ?? sku,
        quantity,
        unitPrice: quantity > 0 ? Math.round((amount(item.ItemPrice) / quantity) * 100) / 100 : 0,
      };
    }),
    status: saleStatusOf(order.OrderStatus),
    paymentStatus: order.OrderStatus === 'Pending' ? 'pending' : order.OrderStatus === 'Canceled' ? null : 'approved',
    shipmentStatus: shipmentStatusOf[order.OrderStatus] ?? null,
    shipmentSubstatus: order.OrderStatus,
    logisticType: order.FulfillmentChannel ?? null,
    tags: [],
    totalPaid: amount(order.OrderTotal),
    shipmentDates: {},
    createdAt: new Date(order.PurchaseDate).toISOString(),
    updatedAt: new Date(order.LastUpdateDate).toISOString(),
  };
}
