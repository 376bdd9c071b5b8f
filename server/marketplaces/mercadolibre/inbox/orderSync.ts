import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { InboxRepository } from './inboxRepository';
import { SyncCursors } from './syncCursors';

interface OrderSearch {
  results?: { id: number | string; last_updated?: string; date_created?: string }[];
  paging?: { total?: number };
}

const pageSize = 50;
// MercadoLibre's searches stop at an offset of 1,000; what is left comes on the next sync from the moved cursor.
const maxOffset = 1_000;

/**
 * Feeds the account's orders changed since its cursor into the inbox, as `orders_v2` hints that the
 * same processing and dedupe handle (a sale is recorded and announced once however it arrives). The cursor
 * (the newest `last_updated` seen; the first time, when the account was connected) moves only
 * after the hints are stored, so a crash repeats a sync rather than skipping one. Answers how many
 * orders it fed.
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
    const page = await feature.connector.request<OrderSearch>(accountId, {
      method: 'GET',
      path: '/orders/search',
      query: { seller: Number(account.user_id), 'order.date_last_updated.from': from, sort: 'date_asc', offset, limit: pageSize },
    });
    const orders = page.results ?? [];
    await inbox.add(
      orders.map((order) => ({
        userId: Number(account.user_id),
        topic: 'orders_v2',
        resource: `/orders/${order.id}`,
        notificationId: `sync:${order.last_updated ?? order.date_created ?? ''}`,
      })),
    );
    fed += orders.length;
    for (const order of orders) {
      const updated = order.last_updated && new Date(order.last_updated).toISOString();
      if (updated && updated > newest) newest = updated;
    }
    if (orders.length < pageSize || offset + pageSize >= (page.paging?.total ?? 0)) break;
  }
  await cursors.set(accountId, 'orders', newest);
  return { orders: fed, cursor: newest };
}
