import type { MercadoLibreItem } from './itemMapping';
import type { MercadoLibreConnector } from './mercadoLibreConnector';
import { sleep } from './mercadoLibreHttp';

/** Where to look: the seller's items carrying our marker in `seller_custom_field`. */
export interface MarkedItemSearch {
  accountId: number;
  sellerId: number;
  marker: string;
  signal?: AbortSignal;
}

// MercadoLibre's item ids grow with time, so the lowest number is the oldest listing.
const itemNumber = (id: string) => Number(id.replace(/^\D+/, ''));

async function liveMarkedItemIds(connector: MercadoLibreConnector, search: MarkedItemSearch): Promise<string[]> {
  const found = await connector.request<{ results: string[] }>(search.accountId, {
    method: 'GET',
    path: `/users/${search.sellerId}/items/search`,
    query: { sku: search.marker, status: 'active,paused' },
    signal: search.signal,
  });
  return [...found.results].sort((a, b) => itemNumber(a) - itemNumber(b));
}

/**
 * The live item our marker created, if any. When a retried create made more than one, the oldest
 * is kept and the others are closed, so the seller ends with exactly one listing.
 */
async function adoptMarkedItem(connector: MercadoLibreConnector, search: MarkedItemSearch): Promise<MercadoLibreItem | undefined> {
  const [oldest, ...extra] = await liveMarkedItemIds(connector, search);
  if (!oldest) return undefined;
  for (const id of extra) await connector.request(search.accountId, { method: 'PUT', path: `/items/${id}`, body: { status: 'closed' }, signal: search.signal });
  return connector.request<MercadoLibreItem>(search.accountId, { method: 'GET', path: `/items/${oldest}`, signal: search.signal });
}

/**
 * Looks for the marked item until `until` (epoch ms), a few times: a create MercadoLibre answered
 * late, or not at all, may still land after its client gave up. One look when `until` has passed.
 */
export async function awaitMarkedItem(
  connector: MercadoLibreConnector,
  search: MarkedItemSearch,
  until: number,
  pollMs: number,
): Promise<MercadoLibreItem | undefined> {
  for (;;) {
    const found = await adoptMarkedItem(connector, search);
    const left = until - Date.now();
    if (found || left <= 0 || search.signal?.aborted) return found;
    await sleep(Math.min(pollMs, left), search.signal);
  }
}
