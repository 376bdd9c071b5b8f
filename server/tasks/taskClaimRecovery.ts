import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

const releasedColumns = () => ({ status: 'pending', locked_by: null, locked_until: null, updated_at: new Date().toISOString() });

/**
 * Gives back to `pending` the items a dead worker left `running`: every one of them when `all`
 * (SQLite: one process, so whoever held them is gone), else those whose claim was not renewed in
 * time. Running them again is safe: handlers look up their idempotency key first.
 */
export async function releaseStaleClaims(db: Kysely<Tables>, { all }: { all: boolean }): Promise<number> {
  let query = db.updateTable('task_items').set(releasedColumns()).where('status', '=', 'running');
  if (!all) query = query.where('locked_until', '<', new Date().toISOString());
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives back this worker's running items (a stop that could not wait for them). */
export async function releaseOwnClaims(db: Kysely<Tables>, workerId: string): Promise<void> {
  await db.updateTable('task_items').set(releasedColumns()).where('status', '=', 'running').where('locked_by', '=', workerId).execute();
}

/** Extends this worker's claims, so other processes do not take back items it is still running. */
export async function renewClaims(db: Kysely<Tables>, workerId: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('task_items')
    .set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}
