import { versionFieldOf, type ResourceDeclaration } from '../../resources';
import { staleVersion } from '../http/errors';
import type { Executor } from './hooks';

/**
 * The version that replaces `previous`: the current time, moved past `previous` when the clock has
 * not (two writes in one millisecond, or another server's clock ahead), so every write changes it.
 */
export function nextVersion(previous?: unknown): string {
  const previousTime = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  const time = Number.isNaN(previousTime) ? Date.now() : Math.max(Date.now(), previousTime + 1);
  return new Date(time).toISOString();
}

/** Whether a client's version (absent: the client did not say) differs from the stored one. */
export function isStale(resource: ResourceDeclaration, data: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const field = versionFieldOf(resource);
  if (!field || data[field] === undefined) return false;
  return data[field] !== (stored[field] ?? null);
}

/**
 * Moves the `tms` version of rows the caller's transaction has just written (and so holds locked)
 * past the one each had, for writes made in SQL rather than through the generic update (stock moves).
 */
export async function advanceVersions(trx: Executor, table: string, key: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    await trx
      .updateTable(table)
      .set({ tms: nextVersion(row.tms) })
      .where(key, '=', Number(row[key]))
      .execute();
  }
}

/**
 * For a write that calls a marketplace before it stores, so cannot hold a lock across the call:
 * takes the record's version (the client's `loaded`; absent, the client did not say) with one
 * conditional update that moves it only while it is still the one loaded, so of two edits based on
 * one version exactly one goes on. The other gets 409 with the record as stored now; a record that
 * is gone is left to the caller's own 404.
 */
export async function claimVersion(
  db: Executor,
  table: 'mercadolibre_publications' | 'amazon_listings',
  id: number,
  loaded: string | undefined,
  current: () => Promise<Record<string, unknown> | undefined>,
): Promise<void> {
  if (loaded === undefined) return;
  const claimed = await db
    .updateTable(table)
    .set({ updated_at: nextVersion(loaded) })
    .where('id', '=', id)
    .where('updated_at', '=', loaded)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const stored = await current();
  if (stored) throw staleVersion(stored);
}
