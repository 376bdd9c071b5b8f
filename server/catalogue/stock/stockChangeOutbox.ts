import { sql } from 'kysely';
import type { Executor } from '../../crud/hooks';
import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * Products whose stock or price changed and whose listings have not been told yet: one row per
 * product, so many changes before a push are one pending push. A row is claimed with a lease and
 * removed only once its pushes are done, so a crash leaves it to be pushed again.
 */
export const productChangesTable = {
  table: 'product_changes',
  columns: {
    product_id: { type: 'integer', primaryKey: true },
    /** When the last change was recorded: a push removes the row only if no change came after the one it read. */
    changed_at: { type: 'text', notNull: true },
    run_after: { type: 'text', notNull: true },
    attempts: { type: 'integer', notNull: true, defaultTo: 0 },
    locked_by: { type: 'text' },
    locked_until: { type: 'text' },
    error: { type: 'text' },
  },
  indexes: [{ name: 'ix_product_changes_due', columns: ['run_after'] }],
} as const satisfies TableDeclaration;

declare module '../../db/tables' {
  interface Tables {
    product_changes: RowOf<typeof productChangesTable>;
  }
}

// Two calls in one millisecond must still differ: the push compares this stamp to know whether a change came meanwhile.
let lastStamp = '';
let sequence = 0;
const changeStamp = () => {
  const now = new Date().toISOString();
  sequence = now === lastStamp ? sequence + 1 : 0;
  lastStamp = now;
  return `${now}#${String(sequence).padStart(6, '0')}#${Math.random().toString(36).slice(2, 8)}`;
};

/** Records, in the caller's transaction, that these products' listings must be told their stock and price again. */
export async function recordProductChanges(trx: Executor, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id)).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const changedAt = changeStamp();
  const runAfter = new Date().toISOString();
  await trx
    .insertInto('product_changes')
    .values(ids.map((product_id) => ({ product_id, changed_at: changedAt, run_after: runAfter, attempts: 0 })))
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet({
        changed_at: changedAt,
        // A change waiting on a retry stays behind its delay; a fresh change after a success runs now.
        run_after: sql`case when product_changes.attempts > 0 then product_changes.run_after else ${runAfter} end`,
      }),
    )
    .execute();
}
