import { claimPath } from '../claimRecording';
import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { InboxRepository } from './inboxRepository';
import { SyncCursors } from './syncCursors';
import { dateRead, objectRead, textRead } from '../../shared/marketplaceAnswer';
import { claimIdRead } from '../claimReading';
import { searchPageRead } from './unreadableSearchPage';

/**
 * The claims of a search page that can be read again by their id; an entry without one (no
 * object, an id that is no id) cannot, and is passed over rather than stopping the page.
 */
function claimsOf(entries: readonly unknown[]): { id: string; last_updated?: string }[] {
  return entries.flatMap((entry) => {
    const claim = objectRead(entry);
    const id = claimIdRead(claim?.id);
    return id === undefined ? [] : [{ id, last_updated: textRead(claim?.last_updated, 40) }];
  });
}

const pageSize = 50;
// MercadoLibre's searches stop at an offset of 1,000; what is left comes on the next sync from the moved cursor.
const maxOffset = 1_000;

/**
 * Feeds the claims on the account's sales changed since its cursor into the inbox as `claims`
 * hints (each claim stored and announced by the same processing however it arrives). The search
 * reads least recently changed first; the cursor (the newest `last_updated` seen; the first time,
 * when the account was connected) moves only after the hints are stored. A page that cannot be read
 * at all (claims that are no list) would read as the end of the search: the round is refused there,
 * the cursor left where it was (the next round reads the page again), and the seller told once.
 */
export async function syncClaims(feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number): Promise<{ claims: number; cursor: string }> {
  const account = await feature.accountFor(accountId);
  const cursors = new SyncCursors(feature.context.database.db);
  const from = new Date((await cursors.get(accountId, 'claims')) ?? account.created_at).toISOString();
  let newest = from;
  let fed = 0;
  for (let offset = 0; offset < maxOffset; offset += pageSize) {
    const page = await feature.connector.request<unknown>(accountId, {
      method: 'GET',
      path: '/post-purchase/v1/claims/search',
      query: {
        player_role: 'respondent',
        player_user_id: Number(account.user_id),
        last_updated: from,
        sort: 'last_updated:asc',
        offset,
        limit: pageSize,
      },
    });
    const { entries, paging } = await searchPageRead(feature.context, account, 'claims', page);
    const claims = claimsOf(entries);
    await inbox.add(
      claims.map((claim) => ({
        userId: Number(account.user_id),
        topic: 'claims',
        resource: claimPath(claim.id),
        notificationId: `sync:${claim.last_updated ?? ''}`,
      })),
    );
    fed += claims.length;
    for (const claim of claims) {
      const updated = dateRead(claim.last_updated);
      if (updated && updated > newest) newest = updated;
    }
    if (entries.length < pageSize || offset + pageSize >= (typeof paging?.total === 'number' ? paging.total : 0)) break;
  }
  await cursors.set(accountId, 'claims', newest);
  return { claims: fed, cursor: newest };
}
