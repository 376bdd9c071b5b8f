import { sql } from 'kysely';
import type { ListingRules } from '../../../resources/inventory/listingRules';
import { recordProductChanges } from '../../catalogue/stock/stockChangeOutbox';
import { nextVersion } from '../../crud/versions';
import type { DatabaseHandle } from '../../db/connection';
import type { ListingKey, ListingStore } from './listingStore';

/**
 * Stores a listing's rules only while they are still at the version the seller loaded (`version`;
 * undefined: the client did not say), moves that version on and records that the product's
 * listings must be pushed again, in one transaction. Two sellers saving from one version no longer
 * both succeed with the last silently winning: the second is told (false). On PostgreSQL saves of
 * one listing take turns (its record may not exist yet, so there may be no row to lock); SQLite
 * runs one transaction at a time.
 */
export async function saveListingRules(
  { db, dialect }: DatabaseHandle,
  store: ListingStore,
  key: ListingKey,
  productId: number,
  rules: ListingRules,
  version: string | null | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`inventory_listings:${key.channel}:${key.listingId}`}))`.execute(trx);
    const stored = await store.get(key, trx);
    if (version !== undefined && version !== stored.rules_version) return false;
    await store.saveRules(key, rules, nextVersion(stored.rules_version), trx);
    await recordProductChanges(trx, [productId]);
    return true;
  });
}
