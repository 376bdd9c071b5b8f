import { isUniqueViolation } from '../../db/dataErrors';
import { ApiError } from '../../http/errors';
import type { ItemChanges, MercadoLibreItem } from './itemMapping';
import { publicationFromItem } from './itemMapping';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { publicationOfMarker } from './publicationGuards';
import { linkBySku } from './publicationLinks';
import type { Publication, PublicationChanges } from './publicationRepository';

/**
 * Our publication of an item: the one holding its id, else the one of this account whose publish
 * created it (our marker on the item) and has not stored the create's answer yet, so an import
 * running while a create is out gives the item to its publication instead of a second record.
 */
async function publicationOfItem(feature: MercadoLibreFeature, accountId: number, item: MercadoLibreItem): Promise<Publication | undefined> {
  const known = await feature.publications.byMlId(item.id);
  if (known) return known;
  const publishedBy = publicationOfMarker(item.seller_custom_field);
  const publishing = publishedBy === undefined ? undefined : await feature.publications.find(publishedBy);
  return publishing && Number(publishing.account_id) === accountId && !publishing.ml_id ? publishing : undefined;
}

/** A new item's record: of two imports storing it at once, one inserts it and the other refreshes what that one stored. */
async function insertImported(feature: MercadoLibreFeature, accountId: number, mlId: string, changes: PublicationChanges): Promise<Publication> {
  try {
    return await feature.publications.insert({ ...changes, account_id: accountId, product_id: null }, { kind: 'imported' });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await feature.publications.byMlId(mlId) : undefined;
    if (!raced) throw error;
    return feature.publications.update(raced.id, changes, { kind: 'imported' });
  }
}

/** Stores (or refreshes) our record of an item; one not linked yet is linked to the product its SKU or GTIN names. */
async function upsertFromItem(feature: MercadoLibreFeature, accountId: number, changes: ItemChanges): Promise<Publication> {
  const existing = await publicationOfItem(feature, accountId, changes.ml_json);
  const stored = existing
    ? await feature.publications.update(existing.id, changes, { kind: 'imported' })
    : await insertImported(feature, accountId, changes.ml_id, changes);
  return (await linkBySku(feature, stored)) ? feature.publications.get(stored.id) : stored;
}

/** `POST import?id=`: one item of the account's seller. */
export async function importItem(feature: MercadoLibreFeature, mlId: string, accountId?: number): Promise<Publication> {
  const account = await feature.accountFor(accountId);
  const changes = publicationFromItem(
    await feature.connector.request<unknown>(Number(account.id), { method: 'GET', path: `/items/${encodeURIComponent(mlId)}` }),
  );
  if (Number(changes.ml_json.seller_id) !== Number(account.user_id))
    throw new ApiError(422, 'marketplace_rejected', `El artículo ${mlId} no pertenece a la cuenta ${account.nickname}`).worded('item_not_in_account', {
      item: mlId,
      account: account.nickname,
    });
  return upsertFromItem(feature, Number(account.id), changes);
}

/** Every item of the seller, through the scan (`scroll_id`) search that has no 1,000-result window. */
export async function importAllItems(feature: MercadoLibreFeature, accountId: number, signal?: AbortSignal): Promise<{ imported: number }> {
  const account = await feature.accountFor(accountId);
  let scrollId: string | undefined;
  let imported = 0;
  for (;;) {
    const page = await feature.connector.request<{ results: string[] | null; scroll_id?: string }>(accountId, {
      method: 'GET',
      path: `/users/${account.user_id}/items/search`,
      query: scrollId ? { search_type: 'scan', scroll_id: scrollId, limit: 100 } : { search_type: 'scan', limit: 100 },
      signal,
    });
    const ids = page.results ?? [];
    if (ids.length === 0) return { imported };
    scrollId = page.scroll_id;
    for (let start = 0; start < ids.length; start += 20) {
      const batch = await feature.connector.request<{ code: number; body: unknown }[]>(accountId, {
        method: 'GET',
        path: '/items',
        query: { ids: ids.slice(start, start + 20).join(',') },
        signal,
      });
      for (const entry of batch) if (entry.code === 200) await upsertFromItem(feature, accountId, publicationFromItem(entry.body));
    }
    imported += ids.length;
  }
}
