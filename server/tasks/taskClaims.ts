import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { taskStatus, type TaskType } from '../../resources/tasks';
import type { DatabaseHandle } from '../db/connection';
import type { Tables } from '../db/tables';

/** Tasks of one type on one marketplace account: the unit the worker claims items for. */
export interface TaskLane {
  type: TaskType;
  marketplace: number | null;
  accountId: number | null;
}

export interface ClaimedItem {
  id: number;
  taskId: number;
  position: number;
  payload: unknown;
  /** Runs of this item including this one. */
  attempts: number;
  idempotencyKey: string;
  /** Since when this item's runs keep failing transiently; null when its last run did not. */
  waitingSince: string | null;
}

export interface ClaimLimits {
  /** Items running at once on the lane's account, every type and process included. */
  account: number;
  /** Items of the lane's type running at once on that account. */
  lane: number;
}

const activeStatuses = [taskStatus.queued, taskStatus.inProcess, taskStatus.retrying];

type TaskBuilder = ExpressionBuilder<Tables, 'tasks'>;

const onAccount = (eb: TaskBuilder, lane: TaskLane) =>
  eb.and([
    lane.marketplace === null ? eb('marketplace', 'is', null) : eb('marketplace', '=', lane.marketplace),
    lane.accountId === null ? eb('account_id', 'is', null) : eb('account_id', '=', lane.accountId),
  ]);

/** Lanes with tasks still to run, among the types this process has handlers for. */
export async function activeLanes(db: Kysely<Tables>, types: readonly TaskType[]): Promise<TaskLane[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('tasks')
    .select(['type', 'marketplace', 'account_id'])
    .distinct()
    .where('status', 'in', activeStatuses)
    .where('type', 'in', types)
    .execute();
  return rows.map((row) => ({
    type: Number(row.type) as TaskType,
    marketplace: row.marketplace === null ? null : Number(row.marketplace),
    accountId: row.account_id === null ? null : Number(row.account_id),
  }));
}

async function runningOn(trx: Kysely<Tables>, lane: TaskLane, sameType: boolean): Promise<number> {
  const row = await trx
    .selectFrom('task_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'running')
    .where('task_id', 'in', (eb) =>
      eb
        .selectFrom('tasks')
        .select('id')
        .where((task) => onAccount(task, lane))
        .$if(sameType, (query) => query.where('type', '=', lane.type)),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Atomically turns up to the free slots of a lane's due items (pending, or retrying and due) into
 * `running` for this worker. On PostgreSQL an advisory lock per account makes the running count
 * and the claim one step across processes, and SKIP LOCKED keeps claimers off each other's rows.
 */
export async function claimItems(
  { db, dialect }: DatabaseHandle,
  lane: TaskLane,
  limits: ClaimLimits,
  worker: { id: string; leaseMs: number },
): Promise<ClaimedItem[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`tasks:${lane.marketplace}:${lane.accountId}`}))`.execute(trx);
    }
    const free = Math.min(limits.account - (await runningOn(trx, lane, false)), limits.lane - (await runningOn(trx, lane, true)));
    if (free <= 0) return [];
    const now = new Date().toISOString();
    let due = trx
      .selectFrom('task_items')
      .select(['id', 'task_id', 'position', 'payload', 'attempts', 'idempotency_key', 'waiting_since'])
      .where('task_id', 'in', (eb) =>
        eb
          .selectFrom('tasks')
          .select('id')
          .where('status', 'in', activeStatuses)
          .where('type', '=', lane.type)
          .where((task) => onAccount(task, lane)),
      )
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'retrying'), eb('run_after', '<=', now)])]))
      .orderBy('task_id')
      .orderBy('position')
      .limit(free);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await due.execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('task_items')
      .set((eb) => ({
        status: 'running',
        locked_by: worker.id,
        locked_until: new Date(Date.now() + worker.leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    await trx
      .updateTable('tasks')
      .set((eb) => ({ status: taskStatus.inProcess, started_at: eb.fn.coalesce('started_at', eb.val(now)), updated_at: now }))
      .where('id', 'in', [...new Set(rows.map((row) => row.task_id))])
      .where('status', 'in', [taskStatus.queued, taskStatus.retrying])
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      taskId: Number(row.task_id),
      position: Number(row.position),
      payload: JSON.parse(row.payload) as unknown,
      attempts: Number(row.attempts) + 1,
      idempotencyKey: row.idempotency_key,
      waitingSince: row.waiting_since,
    }));
  });
}
