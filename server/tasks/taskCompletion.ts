import { type Kysely, sql } from 'kysely';
import { finalTaskStatuses, type TaskStatus } from '../../resources/tasks';
import type { DatabaseHandle } from '../db/connection';
import type { Tables } from '../db/tables';
import { type ItemReason, type OpenItemCounts, taskStatusOf } from './taskRecords';

/** How one run of an item ended. */
export type ItemOutcome =
  { kind: 'done'; result: unknown } | { kind: 'failed'; reason: ItemReason } | { kind: 'retry'; reason: ItemReason; runAfter: string; waitingSince: string };

const detailColumn = ({ detail }: ItemReason) => (detail ? JSON.stringify(detail) : null);

const itemColumns = (outcome: ItemOutcome, now: string) => {
  const released = { locked_by: null, locked_until: null, updated_at: now };
  if (outcome.kind === 'done')
    return {
      ...released,
      status: 'done',
      result: JSON.stringify(outcome.result ?? null),
      error: null,
      error_detail: null,
      run_after: null,
      waiting_since: null,
    };
  const reason = { error: outcome.reason.text, error_detail: detailColumn(outcome.reason) };
  if (outcome.kind === 'failed') return { ...released, status: 'failed', ...reason, run_after: null, waiting_since: null };
  return { ...released, status: 'retrying', ...reason, run_after: outcome.runAfter, waiting_since: outcome.waitingSince };
};

export async function openItemCounts(trx: Kysely<Tables>, taskId: number): Promise<OpenItemCounts> {
  const rows = await trx
    .selectFrom('task_items')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .where('task_id', '=', taskId)
    .where('status', 'in', ['pending', 'running', 'retrying'])
    .groupBy('status')
    .execute();
  const counts: OpenItemCounts = { pending: 0, running: 0, retrying: 0 };
  for (const row of rows) counts[row.status as keyof OpenItemCounts] = Number(row.count);
  return counts;
}

/**
 * Open items whose last run failed transiently: waiting for their retry, or running it. The task
 * shows them as waiting for the marketplace.
 */
async function waitingItemCount(trx: Kysely<Tables>, taskId: number): Promise<number> {
  const row = await trx
    .selectFrom('task_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('task_id', '=', taskId)
    .where('status', 'in', ['running', 'retrying'])
    .where('waiting_since', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Locks the task row for the transaction on PostgreSQL (SQLite transactions are already serial). */
export async function lockTask(trx: Kysely<Tables>, dialect: DatabaseHandle['dialect'], taskId: number) {
  if (dialect === 'postgres') await sql`select id from tasks where id = ${taskId} for update`.execute(trx);
}

/**
 * Stores an item's outcome and the task's counters and status in one transaction, only if this
 * worker still holds the item (a claim taken back after its lease ran out is not overwritten).
 * Answers the task's new status, or undefined when the outcome was dropped.
 */
export async function completeItem(
  { db, dialect }: DatabaseHandle,
  item: { id: number; taskId: number },
  workerId: string,
  outcome: ItemOutcome,
): Promise<TaskStatus | undefined> {
  return db.transaction().execute(async (trx) => {
    // The task row is locked first so that two processes finishing a task's last items agree on its end.
    await lockTask(trx, dialect, item.taskId);
    const now = new Date().toISOString();
    const stored = await trx
      .updateTable('task_items')
      .set(itemColumns(outcome, now))
      .where('id', '=', item.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', workerId)
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) === 0) return undefined;
    const task = await trx
      .updateTable('tasks')
      .set((eb) => ({
        done: outcome.kind === 'done' ? eb('done', '+', 1) : eb.ref('done'),
        failed: outcome.kind === 'failed' ? eb('failed', '+', 1) : eb.ref('failed'),
        ...(outcome.kind === 'done' ? {} : { last_error: outcome.reason.text, last_error_detail: detailColumn(outcome.reason) }),
        updated_at: now,
      }))
      .where('id', '=', item.taskId)
      .returning(['done', 'failed'])
      .executeTakeFirstOrThrow();
    const status = taskStatusOf(await openItemCounts(trx, item.taskId), Number(task.done), Number(task.failed));
    await trx
      .updateTable('tasks')
      .set({ status, waiting: await waitingItemCount(trx, item.taskId), finished_at: finalTaskStatuses.includes(status) ? now : null })
      .where('id', '=', item.taskId)
      .execute();
    return status;
  });
}
