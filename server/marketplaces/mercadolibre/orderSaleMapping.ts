import type { ChannelSale, SalePaymentStatus, SaleShipmentDates, SaleShipmentStatus, SaleStatus, SaleTracking } from '../../inventory/sales/channelSale';
import { saleShipmentDateKinds, saleShipmentStatuses } from '../../../resources/catalogue/orders';
import { amountRead, describeValue, MarketplaceAnswerError, objectRead, textRead, unitsRead } from '../shared/marketplaceAnswer';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/** The parts of MercadoLibre's order this maps (see the orders API). */
export interface MercadoLibreOrder {
  id: number | string;
  status: string;
  date_created: string;
  last_updated: string;
  pack_id?: number | string | null;
  paid_amount?: number | null;
  tags?: string[];
  shipping?: { id?: number | string | null } | null;
  buyer?: { id: number | string; nickname?: string; first_name?: string; last_name?: string; email?: string };
  payments?: { status?: string }[];
  order_items?: { item: { id: string; title?: string }; quantity: number; unit_price: number }[];
}

export interface MercadoLibreShipment {
  status?: string;
  substatus?: string | null;
  last_updated?: string;
  logistic?: { type?: string | null } | null;
  /** When each step happened: `date_handling`, `date_shipped`… (null until it does). */
  status_history?: Record<string, string | null> | null;
  /** Given once the carrier has the parcel; `tracking_method` names the carrier. */
  tracking_number?: unknown;
  tracking_method?: unknown;
}

/** One order's status as the inventory's: paid (refunds to account money keep it paid), cancelled (or invalid), else pending. */
const orderStatusOf = (status: string): SaleStatus =>
  status === 'paid' || status === 'partially_refunded' ? 'paid' : status === 'cancelled' || status === 'invalid' ? 'cancelled' : 'pending';

export const paymentStatusOf = (status: string | undefined): SalePaymentStatus =>
  status === 'approved' || status === 'authorized'
    ? 'approved'
    : status === 'refunded' || status === 'charged_back'
      ? 'refunded'
      : status === 'rejected' || status === 'cancelled'
        ? 'rejected'
        : 'pending';

/** A pack is cancelled when all its orders are, paid when all the others are paid, pending otherwise. */
function packStatus(orders: readonly MercadoLibreOrder[]): SaleStatus {
  const statuses = orders.map((order) => orderStatusOf(order.status));
  const open = statuses.filter((status) => status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  return open.every((status) => status === 'paid') ? 'paid' : 'pending';
}

/** The sale's payment: approved when any payment is, refunded when every one is, else pending (or rejected when all were). */
function packPayment(orders: readonly MercadoLibreOrder[]): SalePaymentStatus | null {
  const statuses = orders.flatMap((order) => (order.payments ?? []).map((payment) => paymentStatusOf(payment.status)));
  if (statuses.length === 0) return null;
  if (statuses.every((status) => status === 'refunded')) return 'refunded';
  if (statuses.includes('approved')) return 'approved';
  return statuses.includes('pending') ? 'pending' : 'rejected';
}

export const shipmentStatusOf = (status: string | undefined): SaleShipmentStatus | null => saleShipmentStatuses.find((known) => known === status) ?? null;

function shipmentDatesOf(shipment: MercadoLibreShipment | null): SaleShipmentDates {
  const dates: SaleShipmentDates = {};
  for (const kind of saleShipmentDateKinds) {
    const date = shipment?.status_history?.[`date_${kind}`];
    if (date) dates[kind] = date;
  }
  return dates;
}

/** The columns the tracking number and carrier go to hold 64 characters. */
const trackingLength = 64;

/** The shipment's tracking number and carrier, when MercadoLibre gives a number (anything but text is no number). */
function trackingOf(shipment: MercadoLibreShipment | null): SaleTracking | null {
  const number = textRead(shipment?.tracking_number, trackingLength)?.trim();
  return number ? { number, carrier: textRead(shipment?.tracking_method, trackingLength)?.trim() || null } : null;
}

const latest = (dates: readonly (string | undefined)[]) =>
  new Date(Math.max(...dates.filter((date): date is string => !!date && !Number.isNaN(Date.parse(date))).map((date) => Date.parse(date)))).toISOString();

type Settings = Pick<ChannelSale, 'accountId' | 'stockMoment' | 'warehouseId'>;

/** An order's answer our records cannot hold, refused as a whole: nothing of its sale is recorded. */
const invalidOrder = (order: MercadoLibreOrder, value: string) =>
  new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'numbered_order', id: String(order?.id).slice(0, 40), value });

/** A sale's count is recorded as it is or not at all: a whole number of 0 or more that a quantity column holds. */
function unitsOf(order: MercadoLibreOrder, value: unknown): number {
  const units = unitsRead(value);
  if (units === undefined || units !== value) throw invalidOrder(order, describeValue('quantity', value));
  return units;
}

/** An amount of money of 0 or more; `absent` when none was given. */
function amountOf(order: MercadoLibreOrder, name: string, value: unknown, absent?: number): number {
  if ((value === undefined || value === null) && absent !== undefined) return absent;
  const amount = amountRead(value);
  if (amount === undefined) throw invalidOrder(order, describeValue(name, value));
  return amount;
}

/** A date MercadoLibre stamped, as it wrote it; one that is no date refuses the sale. */
function dateOf(order: MercadoLibreOrder, name: string, value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalidOrder(order, describeValue(name, value));
  return value;
}

/** The orders' lines, each naming its item by id; anything else refuses the sale. */
function linesOf(order: MercadoLibreOrder) {
  if (!objectRead(order)) throw new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'order' });
  const items = order.order_items ?? [];
  if (!Array.isArray(items)) throw invalidOrder(order, describeValue('order_items', items));
  for (const line of items)
    if (typeof objectRead(line)?.item !== 'object' || typeof line.item?.id !== 'string') throw invalidOrder(order, describeValue('item', line));
  return items;
}

/**
 * MercadoLibre's orders of one sale (the order, or every order of its pack) as the inventory's sale.
 * `productOf` answers the product linked to a listing (its publication), null when none is.
 */
export function saleOfOrders(
  orders: readonly MercadoLibreOrder[],
  shipment: MercadoLibreShipment | null,
  productOf: ReadonlyMap<string, number | null>,
  settings: Settings,
): ChannelSale {
  const [first] = orders;
  const buyer = first.buyer ?? { id: 'desconocido' };
  const fullName = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
  return {
    channel: 'mercadolibre',
    ...settings,
    saleId: String(first.pack_id ?? first.id),
    orderIds: orders.map((order) => String(order.id)),
    buyer: { id: String(buyer.id), name: fullName || buyer.nickname || `Comprador ${buyer.id}`, email: buyer.email ?? null, nickname: buyer.nickname ?? null },
    lines: orders.flatMap((order) =>
      linesOf(order).map((line) => ({
        orderId: String(order.id),
        listingId: line.item.id,
        productId: productOf.get(line.item.id) ?? null,
        title: line.item.title ?? line.item.id,
        quantity: unitsOf(order, line.quantity),
        unitPrice: amountOf(order, 'unit_price', line.unit_price),
      })),
    ),
    status: packStatus(orders),
    paymentStatus: packPayment(orders),
    shipmentStatus: shipmentStatusOf(shipment?.status),
    shipmentSubstatus: shipment?.substatus ?? null,
    logisticType: shipment?.logistic?.type ?? null,
    tags: [...new Set(orders.flatMap((order) => order.tags ?? []))],
    totalPaid: Math.round(orders.reduce((sum, order) => sum + amountOf(order, 'paid_amount', order.paid_amount, 0), 0) * 100) / 100,
    shipmentDates: shipmentDatesOf(shipment),
    tracking: trackingOf(shipment),
    createdAt: orders.map((order) => dateOf(order, 'date_created', order.date_created)).sort()[0],
    updatedAt: latest([...orders.map((order) => dateOf(order, 'last_updated', order.last_updated)), shipment?.last_updated]),
  };
}
