import type { saleShipmentDateKinds, salePaymentStatuses, saleShipmentStatuses, saleStatuses } from '../../../resources/catalogue/orders';
import type { SalesChannelCode } from '../../../resources/inventory/channelListings';

export type SaleStatus = (typeof saleStatuses)[number];
export type SalePaymentStatus = (typeof salePaymentStatuses)[number];
export type SaleShipmentStatus = (typeof saleShipmentStatuses)[number];
export type SaleShipmentDates = Partial<Record<(typeof saleShipmentDateKinds)[number], string>>;

/** A shipment's tracking number and the carrier that gave it (null: not named). */
export interface SaleTracking {
  number: string;
  carrier: string | null;
}

/** When a channel's sale takes its stock: once paid, or as soon as it exists (a reservation). */
export type StockMoment = 'paid' | 'created';
export const stockMoments: readonly StockMoment[] = ['paid', 'created'];

/** One line of a sale: the listing sold and, when the listing is linked to one, our product. */
export interface ChannelSaleLine {
  /** The marketplace order the line belongs to (one of the sale's `orderIds`). */
  orderId: string;
  listingId: string;
  productId: number | null;
  title: string;
  quantity: number;
  /** What the buyer paid per unit, taxes included. */
  unitPrice: number;
}

/**
 * A marketplace sale as every channel reports it to the inventory: the channel reads its own order
 * (and pack, payments, shipment) and maps it to this shape; `recordChannelSale` does the rest.
 */
export interface ChannelSale {
  /** The channel's code (`mercadolibre`). */
  channel: SalesChannelCode;
  accountId: number;
  /** The marketplace order id, or the pack id when several orders were bought together: one ERP order each. */
  saleId: string;
  /** Every marketplace order id of the sale. */
  orderIds: readonly string[];
  buyer: { id: string; name: string; email: string | null; nickname: string | null };
  lines: readonly ChannelSaleLine[];
  status: SaleStatus;
  paymentStatus: SalePaymentStatus | null;
  shipmentStatus: SaleShipmentStatus | null;
  /** The marketplace's own words for the sale, kept as reported: shown on the marketplace's screens. */
  shipmentSubstatus: string | null;
  logisticType: string | null;
  tags: readonly string[];
  totalPaid: number;
  shipmentDates: SaleShipmentDates;
  /** The shipment's tracking number and carrier once the marketplace gives them (absent: the channel does not report them here). */
  tracking?: SaleTracking | null;
  createdAt: string;
  /** When the marketplace last changed the sale: an older report never moves the order back. */
  updatedAt: string;
  /** The account's settings: when the stock is taken, and from which warehouse first (null: the first one). */
  stockMoment: StockMoment;
  warehouseId: number | null;
}
