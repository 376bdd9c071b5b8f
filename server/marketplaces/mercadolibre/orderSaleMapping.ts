import type { ChannelSale, SalePaymentStatus, SaleShipmentDates, SaleShipmentStatus, SaleStatus } from '../../inventory/sales/channelSale';
import { saleShipmentDateKinds, saleShipmentStatuses } from '../../../resources/catalogue/orders';

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

const latest = (dates: readonly (string | undefined)[]) =>
  new Date(Math.max(...dates.filter((date): date is string => !!date).map((date) => Date.parse(date)))).toISOString();

type Settings = Pick<ChannelSale, 'accountId' | 'stockMoment' | 'warehouseId'>;

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
      (order.order_items ?? []).map((line) => ({
        orderId: String(order.id),
        listingId: line.item.id,
        productId: productOf.get(line.item.id) ?? null,
        title: line.item.title ?? line.item.id,
        quantity: Number(line.quantity),
        unitPrice: Number(line.unit_price),
      })),
    ),
    status: packStatus(orders),
    paymentStatus: packPayment(orders),
    shipmentStatus: shipmentStatusOf(shipment?.status),
    shipmentSubstatus: shipment?.substatus ?? null,
    logisticType: shipment?.logistic?.type ?? null,
    tags: [...new Set(orders.flatMap((order) => order.tags ?? []))],
    totalPaid: Math.round(orders.reduce((sum, order) => sum + Number(order.paid_amount ?? 0), 0) * 100) / 100,
    shipmentDates: shipmentDatesOf(shipment),
    createdAt: orders.map((order) => order.date_created).sort()[0],
    updatedAt: latest([...orders.map((order) => order.last_updated), shipment?.last_updated]),
  };
}
