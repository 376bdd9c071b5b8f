import { type RecordedSale, recordChannelSale } from '../../inventory/sales/recordChannelSale';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { OrderRecording } from './orderRecordingsInHand';
import { type MercadoLibreOrder, type MercadoLibreShipment, paymentStatusOf, saleOfOrders, shipmentStatusOf } from './orderSaleMapping';

/** The ERP order's page, the link a sale's notifications carry. */
export const orderLink = (orderId: number) => `/pedidos/${orderId}/show`;

/**
 * Reads a MercadoLibre order as it is now (with the other orders of its pack and its shipment) and
 * records it as one sale of the inventory: created the first time, its statuses and stock moved
 * after. `order` (and `knownShipment`) are what the caller has just read, not read again.
 */
export async function recordMercadoLibreSale(
  feature: MercadoLibreFeature,
  account: AccountRow,
  order: MercadoLibreOrder,
  knownShipment?: MercadoLibreShipment,
): Promise<RecordedSale> {
  const accountId = Number(account.id);
  const read = <T>(path: string) => feature.connector.request<T>(accountId, { method: 'GET', path });
  let orders = [order];
  if (order.pack_id) {
    const pack = await read<{ orders?: { id: number | string }[] }>(`/packs/${order.pack_id}`);
    const others = (pack.orders ?? []).filter((member) => String(member.id) !== String(order.id));
    orders = [order, ...(await Promise.all(others.map((member) => read<MercadoLibreOrder>(`/orders/${member.id}`))))];
    orders.sort((a, b) => Number(a.id) - Number(b.id));
  }
  const shipmentId = order.shipping?.id;
  const shipment = knownShipment ?? (shipmentId ? await read<MercadoLibreShipment>(`/shipments/${shipmentId}`) : null);
  const productOf = new Map<string, number | null>();
  for (const line of orders.flatMap((each) => each.order_items ?? [])) {
    const publication = await feature.publications.byMlId(line.item.id);
    productOf.set(line.item.id, publication?.product_id ?? null);
  }
  const sale = saleOfOrders(orders, shipment, productOf, {
    accountId,
    stockMoment: account.sales_stock_moment === 'created' ? 'created' : 'paid',
    warehouseId: account.sales_warehouse_id === null ? null : Number(account.sales_warehouse_id),
  });
  return recordChannelSale(feature.context, sale);
}

/**
 * Reads MercadoLibre order `orderId` as it is now and records its sale (with `shipment`, just read,
 * when given), or takes this process's recording of it that began after `newsAt`, when the news that
 * calls for it arrived (ms since the epoch; now by default): one change's notifications record once.
 */
export function recordOrderAsRead(
  feature: MercadoLibreFeature,
  account: AccountRow,
  orderId: string,
  newsAt = Date.now(),
  shipment?: MercadoLibreShipment,
): Promise<OrderRecording> {
  return feature.ordersInHand.record(Number(account.id), orderId, newsAt, async () => {
    const order = await feature.connector.request<OrderRecording['order']>(Number(account.id), { method: 'GET', path: `/orders/${orderId}` });
    return { order, sale: await recordMercadoLibreSale(feature, account, order, shipment) };
  });
}

/** A payment, a shipment (`shipment`, just read) or a claim changed: its order is read again so the ERP order keeps its statuses. */
export async function recordSaleOfOrderId(
  feature: MercadoLibreFeature,
  account: AccountRow,
  orderId: unknown,
  shipment?: MercadoLibreShipment,
  newsAt?: number,
): Promise<RecordedSale | undefined> {
  if (typeof orderId !== 'number' && typeof orderId !== 'string') return undefined;
  return (await recordOrderAsRead(feature, account, String(orderId), newsAt, shipment)).sale;
}

/** What a payment or a shipment can change of a recorded sale, as stored. */
interface StoredSale {
  orderId: number;
  paymentStatus: string | null;
  shipmentStatus: string | null;
  shipmentSubstatus: string | null;
  logisticType: string | null;
}

/**
 * The account's recorded sale of MercadoLibre order `orderId` bought alone. A pack's order is not
 * looked up (its sale is keyed by the pack): the caller records its sale again.
 */
async function storedSaleOfOrder(feature: MercadoLibreFeature, accountId: number, orderId: string): Promise<StoredSale | undefined> {
  const row = await feature.context.database.db
    .selectFrom('orders')
    .select(['rowid', 'marketplace_order_ids', 'payment_status', 'shipment_status', 'shipment_substatus', 'logistic_type'])
    .where('channel', '=', 'mercadolibre')
    .where('marketplace_order_id', '=', orderId)
    .where('channel_account_id', '=', accountId)
    .executeTakeFirst();
  if (!row || row.marketplace_order_ids !== orderId) return undefined;
  return {
    orderId: Number(row.rowid),
    paymentStatus: row.payment_status ?? null,
    shipmentStatus: row.shipment_status ?? null,
    shipmentSubstatus: row.shipment_substatus ?? null,
    logisticType: row.logistic_type ?? null,
  };
}

const orderIdText = (orderId: unknown) => (typeof orderId === 'number' || typeof orderId === 'string' ? String(orderId) : undefined);

/**
 * A payment changed: its sale is recorded again (its order read again) only when the payment's status
 * is not the one the sale already has (looked up once the order's own recording in hand, if any,
 * ends). A change of the order itself comes with its own `orders_v2` notification, so a payment
 * that changes nothing of the sale costs one lookup, not a sale's recording.
 */
export async function recordSaleOfPayment(
  feature: MercadoLibreFeature,
  account: AccountRow,
  payment: { order_id?: unknown; status?: string },
  newsAt?: number,
): Promise<{ orderId: number } | undefined> {
  const orderId = orderIdText(payment.order_id);
  if (orderId === undefined) return undefined;
  await feature.ordersInHand.settled(Number(account.id), orderId);
  const stored = await storedSaleOfOrder(feature, Number(account.id), orderId);
  if (stored && stored.paymentStatus === paymentStatusOf(payment.status)) return stored;
  return recordSaleOfOrderId(feature, account, orderId, undefined, newsAt);
}

/**
 * A shipment changed (`shipment`, just read): its sale is recorded again only when the shipment's
 * status, substatus or logistic type is not what the sale has (looked up once the order's own
 * recording in hand, if any, ends), so a notification of what the sale's own recording already
 * stored (the shipment read with its order) costs one lookup.
 */
export async function recordSaleOfShipment(
  feature: MercadoLibreFeature,
  account: AccountRow,
  shipment: MercadoLibreShipment & { order_id?: unknown },
  newsAt?: number,
): Promise<{ orderId: number } | undefined> {
  const orderId = orderIdText(shipment.order_id);
  if (orderId === undefined) return undefined;
  await feature.ordersInHand.settled(Number(account.id), orderId);
  const stored = await storedSaleOfOrder(feature, Number(account.id), orderId);
  const unchanged =
    stored &&
    stored.shipmentStatus === shipmentStatusOf(shipment.status) &&
    stored.shipmentSubstatus === (shipment.substatus ?? null) &&
    stored.logisticType === (shipment.logistic?.type ?? null);
  if (unchanged) return stored;
  return recordSaleOfOrderId(feature, account, orderId, shipment, newsAt);
}
