import type { SaleStockWarning } from '../../../resources/catalogue/orders';
import { marketplaceCodes, type MarketplaceName, type NotificationSentence } from '../../../resources/notifications';
import { orderRef } from '../../catalogue/orders/orderHooks';
import { lineTotal, refreshOrderTotals } from '../../catalogue/orders/orderTotals';
import type { AppContext } from '../../context';
import type { Executor } from '../../crud/hooks';
import type { DialectName } from '../../db/connection';
import { nextVersion } from '../../crud/versions';
import { lockRow } from '../../db/rowLock';
import type { ChannelSale, ChannelSaleLine } from './channelSale';
import { upsertSaleCustomer } from './saleCustomer';
import { giveBackSaleStockOnce, type Shortage, takeSaleStock, takeSaleStockOnce, warehouseOrder } from './saleStock';
import { type SaleStatuses, statusesAfter } from './saleStatusRanks';

export interface RecordedSale {
  orderId: number;
  /** This call created the ERP order (the first report of the sale). */
  created: boolean;
}

const unlinkedWarning = (line: ChannelSaleLine): SaleStockWarning => ({ kind: 'unlinked', title: line.title, listing: line.listingId });
const shortageWarning = ({ units, label }: MissingUnits): SaleStockWarning => ({ kind: 'shortage', units, label });
const shortageNote = ({ units, label }: MissingUnits) => `${units === 1 ? 'Falta 1 unidad' : `Faltan ${units} unidades`} de «${label}» en todos los almacenes`;

/** The order's stored warnings (JSON text) with the new ones after them; nothing to write when there are none. */
function withWarnings(stored: unknown, added: readonly SaleStockWarning[]): { stock_warnings: string } | Record<string, never> {
  if (added.length === 0) return {};
  const before = JSON.parse(typeof stored === 'string' ? stored : '[]') as SaleStockWarning[];
  return { stock_warnings: JSON.stringify([...before, ...added]) };
}

/** What a sale could not take from any warehouse: how many units of which product, by its name. */
interface MissingUnits {
  readonly units: number;
  readonly label: string;
}

/**
 * A sale's line as an order line. The buyer's price has its taxes in it: the line carries it whole,
 * so the order's total is what was paid. The columns take null where the declaration asks an ERP
 * line for a value: a line whose listing has no product takes no stock from any warehouse.
 */
function lineRow(orderId: number, warehouseId: number | null, line: ChannelSaleLine) {
  const stored = {
    order_id: orderId,
    product_id: line.productId as number,
    warehouse_id: (line.productId === null ? null : warehouseId) as number,
    quantity: line.quantity,
    unity_price: line.unitPrice,
    discount: 0,
    iva_rate: 0,
  };
  return { ...stored, listing_id: line.listingId, title: line.title.slice(0, 255), total_price: lineTotal(stored) };
}

/**
 * The marketplace's own words for the sale (substatus, logistic type, tags, dates…), stored as
 * reported; the tracking number and carrier once given (in the order's own columns), never erased.
 */
const saleDetails = (sale: ChannelSale) => ({
  ...(sale.tracking ? { tracking_number: sale.tracking.number.slice(0, 64), shipping_method: sale.tracking.carrier?.slice(0, 64) ?? null } : {}),
  shipment_substatus: sale.shipmentSubstatus?.slice(0, 64) ?? null,
  logistic_type: sale.logisticType?.slice(0, 32) ?? null,
  order_tags: JSON.stringify(sale.tags),
  buyer_nickname: sale.buyer.nickname?.slice(0, 128) ?? null,
  total_paid: sale.totalPaid,
  shipment_dates: JSON.stringify(sale.shipmentDates),
});

/** The ERP order of the sale: inserted once, whoever comes first; the others find it by its unique key. */
async function orderOfSale(trx: Executor, sale: ChannelSale): Promise<RecordedSale> {
  const clientId = await upsertSaleCustomer(trx, sale.channel, sale.buyer);
  const now = new Date().toISOString();
  const inserted = await trx
    .insertInto('orders')
    .values({
      client_id: clientId,
      status: sale.status === 'cancelled' ? 'cancelled' : 'validated',
      date_validated: now,
      datec: now,
      tms: nextVersion(),
      channel: sale.channel,
      channel_account_id: sale.accountId,
      marketplace_order_id: sale.saleId,
      marketplace_order_ids: sale.orderIds.join(','),
      marketplace_status: sale.status,
      payment_status: sale.paymentStatus,
      shipment_status: sale.shipmentStatus,
      marketplace_updated: sale.updatedAt,
      ...saleDetails(sale),
      stock_state: 'none',
      ...withWarnings(null, sale.lines.filter((line) => line.productId === null).map(unlinkedWarning)),
    })
    .onConflict((conflict) => conflict.columns(['channel', 'marketplace_order_id']).doNothing())
    .returning('rowid')
    .executeTakeFirst();
  if (inserted) {
    const orderId = Number(inserted.rowid);
    const warehouseId = (await warehouseOrder(trx, sale.warehouseId))[0] ?? null;
    await trx
      .updateTable('orders')
      .set({ ref: orderRef(orderId) })
      .where('rowid', '=', orderId)
      .execute();
    if (sale.lines.length)
      await trx
        .insertInto('order_lines')
        .values(sale.lines.map((line) => lineRow(orderId, warehouseId, line)))
        .execute();
    await refreshOrderTotals(trx, orderId);
    return { orderId, created: true };
  }
  const existing = await trx
    .selectFrom('orders')
    .select('rowid')
    .where('channel', '=', sale.channel)
    .where('marketplace_order_id', '=', sale.saleId)
    .executeTakeFirstOrThrow();
  return { orderId: Number(existing.rowid), created: false };
}

/** Units each linked product needs; lines whose listing has no product take none. */
function needsOf(lines: readonly ChannelSaleLine[]): Map<number, number> {
  const needs = new Map<number, number>();
  for (const line of lines) if (line.productId !== null) needs.set(line.productId, (needs.get(line.productId) ?? 0) + line.quantity);
  return needs;
}

/**
 * Orders attached to a pack after its ERP order was made (MercadoLibre attaches them one by one):
 * their lines join the order and, when its stock is already out, take theirs. The caller holds the
 * order's lock, under which the order's list of marketplace orders says what is already on it.
 */
async function attachLateOrders(trx: Executor, dialect: DialectName, order: Record<string, unknown>, sale: ChannelSale): Promise<Shortage[]> {
  const orderId = Number(order.rowid);
  const known = String(order.marketplace_order_ids ?? '').split(',');
  const late = sale.lines.filter((line) => !known.includes(line.orderId));
  if (late.length === 0) return [];
  const warehouseId = (await warehouseOrder(trx, sale.warehouseId))[0] ?? null;
  await trx
    .insertInto('order_lines')
    .values(late.map((line) => lineRow(orderId, warehouseId, line)))
    .execute();
  const unlinked = late.filter((line) => line.productId === null).map(unlinkedWarning);
  await trx
    .updateTable('orders')
    .set({
      marketplace_order_ids: [...new Set([...known, ...late.map((line) => line.orderId)])].join(','),
      ...withWarnings(order.stock_warnings, unlinked),
    })
    .where('rowid', '=', orderId)
    .execute();
  await refreshOrderTotals(trx, orderId);
  return order.stock_state === 'taken' ? takeSaleStock(trx, dialect, orderId, needsOf(late), sale.warehouseId) : [];
}

async function missingUnitsOf(trx: Executor, shortages: readonly Shortage[]): Promise<MissingUnits[]> {
  const missing: MissingUnits[] = [];
  for (const shortage of shortages) {
    const product = await trx.selectFrom('products').select(['ref', 'label']).where('rowid', '=', shortage.productId).executeTakeFirst();
    missing.push({ units: shortage.missing, label: product?.label ?? product?.ref ?? String(shortage.productId) });
  }
  return missing;
}

/**
 * Records one report of a marketplace sale, whichever way it arrived and however often: one ERP
 * order per sale (a unique key), its statuses moved forward only, its stock taken once (when paid,
 * or when created if the account reserves) and given back once when it is cancelled. Every step
 * runs in one transaction holding the order's lock, so concurrent reports of one sale queue up.
 */
export async function recordChannelSale(context: AppContext, sale: ChannelSale): Promise<RecordedSale> {
  const { db, dialect } = context.database;
  const { recorded, missing } = await db.transaction().execute(async (trx) => {
    const recorded = await orderOfSale(trx, sale);
    const lockOrder = () => lockRow(trx, dialect, 'orders', 'rowid', recorded.orderId);
    const lateShortages = recorded.created ? [] : await attachLateOrders(trx, dialect, (await lockOrder()) ?? {}, sale);
    // Read again under the lock now held: attaching late orders may have changed it.
    const order = await lockOrder();
    const stored: SaleStatuses = {
      status: order?.marketplace_status as SaleStatuses['status'],
      paymentStatus: (order?.payment_status ?? null) as SaleStatuses['paymentStatus'],
      shipmentStatus: (order?.shipment_status ?? null) as SaleStatuses['shipmentStatus'],
      updatedAt: String(order?.marketplace_updated ?? sale.updatedAt),
    };
    const next = statusesAfter(stored, sale);
    // The details follow the report whose statuses were applied: an older one (or one whose shipment status lost) changes none of them.
    const detailsApply = next.updatedAt === sale.updatedAt && next.shipmentStatus === sale.shipmentStatus;
    const wantsStock = next.status !== 'cancelled' && (sale.stockMoment === 'created' || next.status === 'paid' || next.paymentStatus === 'approved');
    const shortages = wantsStock ? await takeSaleStockOnce(trx, dialect, recorded.orderId, needsOf(sale.lines), sale.warehouseId) : undefined;
    const missing = await missingUnitsOf(trx, [...lateShortages, ...(shortages ?? [])]);
    if (next.status === 'cancelled') await giveBackSaleStockOnce(trx, dialect, recorded.orderId);
    await trx
      .updateTable('orders')
      .set({
        marketplace_status: next.status,
        payment_status: next.paymentStatus,
        shipment_status: next.shipmentStatus,
        marketplace_updated: next.updatedAt,
        ...(detailsApply ? saleDetails(sale) : {}),
        ...(next.status === 'cancelled' ? { status: 'cancelled' } : {}),
        ...withWarnings(order?.stock_warnings, missing.map(shortageWarning)),
        tms: nextVersion(order?.tms),
      })
      .where('rowid', '=', recorded.orderId)
      .execute();
    return { recorded, missing };
  });
  if (missing.length) await announceShortage(context, sale, recorded.orderId, missing);
  return recorded;
}

/** A sale the warehouses could not cover is announced once, with the link of its order. */
async function announceShortage(context: AppContext, sale: ChannelSale, orderId: number, missing: readonly MissingUnits[]): Promise<void> {
  const marketplace = marketplaceCodes[sale.channel as MarketplaceName];
  if (marketplace === undefined) return;
  await context.notify(
    {
      type: 'order',
      marketplace,
      // About our order (the sale's own announcement is the marketplace order's).
      resourceId: orderRef(orderId),
      message: `Venta ${sale.saleId} sin stock suficiente: ${missing.map(shortageNote).join('; ')}`.slice(0, 500),
      data: {
        sentence: 'sale_shortage' satisfies NotificationSentence,
        sale_id: sale.saleId,
        missing,
        link: `/pedidos/${orderId}/show`,
        order_id: orderId,
      },
    },
    { onceKey: `sale-shortage:${sale.channel}:${sale.saleId}` },
  );
}
