import { versionFieldOf, type ResourceDeclaration } from '../../resources';
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
