import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { InboxHint, InboxRepository } from './inboxRepository';
import { SyncCursors } from './syncCursors';
import { dateRead, marketplaceIdRead, objectRead, textRead } from '../../shared/marketplaceAnswer';
import { searchPageRead } from './unreadableSearchPage';

interface SearchedOrder {
  id: number;
  last_updated?: string;
  date_created?: string;
  payments: { id: number; status?: string; date_last_modified?: string }[];
  shipmentId?: number;
}

/** The entries of a list that are objects; a list that is none is empty. */
const objectsIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map((entry: unknown) => objectRead(entry)).filter((entry) => entry !== undefined) : [];

/**
 * The orders of a search page that can be read again by their id; an entry without one (no
 * object, an id that is no id) cannot, and is passed over rather than stopping the page, as is a
 * payment of an order without one (the order's own read records its payments anyway).
 */
function ordersOf(entries: readonly unknown[]): SearchedOrder[] {
  return objectsIn(entries).flatMap((order) => {
    const id = marketplaceIdRead(order.id);
    if (id === undefined) return [];
    const payments = objectsIn(order.payments).flatMap((payment) => {
      const paymentId = marketplaceIdRead(payment.id);
      return paymentId === undefined
        ? []
        : [{ id: paymentId, status: textRead(payment.status, 40), date_last_modified: textRead(payment.date_last_modified, 40) }];
    });
    const shipmentId = marketplaceIdRead(objectRead(order.shipping)?.id);
    return [{ id, last_updated: textRead(order.last_updated, 40), date_created: textRead(order.date_created, 40), payments, shipmentId }];
  });
}

/**
 * The hints of a changed order: the order itself, each of its payments (the payments screen and
 * their notifications come from the `payments` topic) and its shipment, each named by what changed
 * so that a later change is fed again and the same one is not.
 */
function hintsOfOrder(sellerId: number, order: SearchedOrder): InboxHint[] {
  const version = `sync:${order.last_updated ?? order.date_created ?? ''}`;
  const hint = (topic: string, resource: string, notificationId: string) => ({ userId: sellerId, topic, resource, notificationId });
  const { shipmentId } = order;
  return [
    hint('orders_v2', `/orders/${order.id}`, version),
    ...order.payments.map((payment) => hint('payments', `/collections/${payment.id}`, `sync:${payment.status ?? ''}:${payment.date_last_modified ?? ''}`)),
    ...(shipmentId ? [hint('shipments', `/shipments/${shipmentId}`, version)] : []),
  ];
}

const pageSize = 50;
// MercadoLibre's searches stop at an offset of 1,000; what is left comes on the next sync from the moved cursor.
const maxOffset = 1_000;

/**
 * Feeds the account's orders changed since its cursor into the inbox, as `orders_v2` (with
 * `payments` and `shipments`) hints that the same processing and dedupe handle (a sale is recorded and announced once however it arrives). The cursor
 * (the newest `last_updated` seen; the first time, when the account was connected) moves only
 * after the hints are stored, so a crash repeats a sync rather than skipping one. An entry of a page
 * that cannot be read is passed over (`ordersOf`): the other orders are still fed, and the cursor
 * moves by their dates. A page that cannot be read at all (results that are no list) would read as
 * the end of the search: the round is refused there, the cursor left where it was (the next round
 * reads the page again), and the seller told once. Answers how many orders it fed.
 */
export async function syncOrders(
  feature: MercadoLibreFeature,
  inbox: InboxRepository,
  accountId: number,
  signal?: AbortSignal,
): Promise<{ orders: number; cursor: string }> {
  const account = await feature.accountFor(accountId);
  const cursors = new SyncCursors(feature.context.database.db);
  const from = new Date((await cursors.get(accountId, 'orders')) ?? account.created_at).toISOString();
  let newest = from;
  let fed = 0;
  for (let offset = 0; offset < maxOffset; offset += pageSize) {
    signal?.throwIfAborted();
    const page = await feature.connector.request<unknown>(accountId, {
      method: 'GET',
      path: '/orders/search',
      query: { seller: Number(account.user_id), 'order.date_last_updated.from': from, sort: 'date_asc', offset, limit: pageSize },
    });
    const { entries, paging } = await searchPageRead(feature.context, account, 'orders', page);
    const orders = ordersOf(entries);
    await inbox.add(orders.flatMap((order) => hintsOfOrder(Number(account.user_id), order)));
    fed += orders.length;
    for (const order of orders) {
      const updated = dateRead(order.last_updated);
      if (updated && updated > newest) newest = updated;
    }
    const total = paging?.total;
    if (entries.length < pageSize || offset + pageSize >= (typeof total === 'number' ? total : 0)) break;
  }
  await cursors.set(accountId, 'orders', newest);
  return { orders: fed, cursor: newest };
}
