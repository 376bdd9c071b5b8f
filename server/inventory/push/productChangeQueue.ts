import type { Executor } from '../../crud/hooks';

/** A product claimed for a push, with the change stamp it was claimed at. */
export interface ClaimedChange {
  productId: number;
  changedAt: string;
  attempts: number;
}

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The pending product changes (the catalogue's `product_changes`) as a leased queue: a process
 * claims due rows, renews its lease while pushing, and removes a row only when no change came
 * after the one it pushed; a process that dies lets its leases lapse and another takes the rows.
 */
export class ProductChangeQueue {
  constructor(private readonly db: Executor) {}

  async claim(owner: string, leaseMs: number, limit: number): Promise<ClaimedChange[]> {
    const at = now();
    const due = await this.db
      .selectFrom('product_changes')
      .select('product_id')
      .where('run_after', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('run_after')
      .limit(limit)
      .execute();
    if (due.length === 0) return [];
    // The conditions are checked again by the update: of two processes, only one takes a row.
    const claimed = await this.db
      .updateTable('product_changes')
      .set({ locked_by: owner, locked_until: later(leaseMs) })
      .where(
        'product_id',
        'in',
        due.map((row) => Number(row.product_id)),
      )
      .where('run_after', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .returning(['product_id', 'changed_at', 'attempts'])
      .execute();
    return claimed.map((row) => ({ productId: Number(row.product_id), changedAt: row.changed_at, attempts: Number(row.attempts) }));
  }

  async renew(owner: string, leaseMs: number): Promise<void> {
    await this.db
      .updateTable('product_changes')
      .set({ locked_until: later(leaseMs) })
      .where('locked_by', '=', owner)
      .execute();
  }

  /** Frees every claim: at start on SQLite, where one process owns the file and any claim is a dead one's. */
  async releaseAll(): Promise<void> {
    await this.db.updateTable('product_changes').set({ locked_by: null, locked_until: null }).where('locked_by', 'is not', null).execute();
  }

  /** The push is done: the row goes, unless a newer change arrived meanwhile, which then runs at once. */
  async finish(change: ClaimedChange, owner: string): Promise<void> {
    const removed = await this.db
      .deleteFrom('product_changes')
      .where('product_id', '=', change.productId)
      .where('changed_at', '=', change.changedAt)
      .where('locked_by', '=', owner)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return;
    await this.release(change, owner, { run_after: now(), attempts: 0, error: null });
  }

  /** A push failed for now (rate limit, outage): the row stays and is claimed again after the delay. */
  async retryLater(change: ClaimedChange, owner: string, delayMs: number, error: string): Promise<void> {
    await this.release(change, owner, { run_after: later(delayMs), attempts: change.attempts + 1, error });
  }

  private async release(change: ClaimedChange, owner: string, values: { run_after: string; attempts: number; error: string | null }) {
    await this.db
      .updateTable('product_changes')
      .set({ ...values, locked_by: null, locked_until: null })
      .where('product_id', '=', change.productId)
      .where('locked_by', '=', owner)
      .execute();
  }
}
