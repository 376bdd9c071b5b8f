import type { Order, OrderItem } from '@sp-api-sdk/orders-api-v0';
import type { ChannelSale, SaleShipmentStatus, SaleStatus } from '../../inventory/sales/channelSale';
import { amountRead, dateRead, describeValue, unitsRead } from '../shared/marketplaceAnswer';
import { UnreadableAmazonOrder } from './unreadableOrderAnswer';

/** Pending: the payment is not authorised yet; Unshipped, PartiallyShipped and Shipped are paid; Canceled gives the stock back. */
const saleStatusOf = (status: string): SaleStatus => (status === 'Canceled' ? 'cancelled' : status === 'Pending' ? 'pending' : 'paid');

const shipmentStatusOf: Record<string, SaleShipmentStatus> = {
  Pending: 'pending',
  Unshipped: 'handling',
  PartiallyShipped: 'handling',
  Shipped: 'shipped',
  Canceled: 'cancelled',
};

/** An Amazon order's answer our records cannot hold, refused as a whole: nothing of it is recorded. */
const invalidOrder = (order: Order, what: string) => new UnreadableAmazonOrder('order', order.AmazonOrderId, what);

/** An amount in pesos: Amazon sends it as a decimal text; none is 0, and one that is no amount refuses the order. */
function amountOf(order: Order, name: string, money: { Amount?: string } | undefined): number {
  if (money?.Amount === undefined || money.Amount === null) return 0;
  const value = amountRead(typeof money.Amount === 'string' && money.Amount.trim() !== '' ? Number(money.Amount) : money.Amount);
  if (value === undefined) throw invalidOrder(order, describeValue(name, money.Amount));
  return value;
}

/** A line's units: a whole number of 0 or more (a cancelled line has 0) that a quantity column holds. */
function unitsOf(order: Order, item: OrderItem): number {
  const units = unitsRead(item.QuantityOrdered);
  // A sale's count is recorded as it is or not at all: one beyond the column's limit is not kept at it.
  if (units === undefined || units !== item.QuantityOrdered) throw invalidOrder(order, describeValue('QuantityOrdered', item.QuantityOrdered));
  return units;
}

/** A date Amazon stamped, as ISO text; one that is no date refuses the order. */
function dateOf(order: Order, name: 'PurchaseDate' | 'LastUpdateDate'): string {
  const at = dateRead(order[name]);
  if (at === undefined) throw invalidOrder(order, describeValue(name, order[name]));
  return at;
}

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
      const quantity = unitsOf(order, item);
      return {
        orderId: order.AmazonOrderId,
        listingId: sku,
        productId: productOf.get(sku) ?? null,
        title: item.Title ?? sku,
        quantity,
        unitPrice: quantity > 0 ? Math.round((amountOf(order, 'ItemPrice', item.ItemPrice) / quantity) * 100) / 100 : 0,
      };
    }),
    status: saleStatusOf(order.OrderStatus),
    paymentStatus: order.OrderStatus === 'Pending' ? 'pending' : order.OrderStatus === 'Canceled' ? null : 'approved',
    shipmentStatus: shipmentStatusOf[order.OrderStatus] ?? null,
    shipmentSubstatus: order.OrderStatus,
    logisticType: order.FulfillmentChannel ?? null,
    tags: [],
    totalPaid: amountOf(order, 'OrderTotal', order.OrderTotal),
    shipmentDates: {},
    createdAt: dateOf(order, 'PurchaseDate'),
    updatedAt: dateOf(order, 'LastUpdateDate'),
  };
}
