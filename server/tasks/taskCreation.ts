import type { Kysely } from 'kysely';
import { taskLimits, taskStatus, taskTypes, type TaskType } from '../../resources/tasks';
import type { Tables } from '../db/tables';
import { idempotencyKeyOf } from './taskRecords';

/** What a feature hands to `tasks.create`: one payload per item, JSON-serialisable. */
export interface NewTask {
  type: TaskType;
  /** The marketplace account the items act on; concurrency is bounded per account. */
  accountId?: number | null;
  /** Marketplace code (`marketplaceCodes` of resources/notifications.ts). */
  marketplace?: number | null;
  items: readonly unknown[];
  /** The signed-in user who asked for it. */
  createdBy: number;
}

// Well under SQLite's and PostgreSQL's bound-parameter limits at 5 columns a row.
const insertChunk = 500;

const knownTypes: readonly number[] = Object.values(taskTypes);

export function checkNewTask(input: NewTask): void {
  if (!knownTypes.includes(input.type)) throw new Error(`Unknown task type ${input.type}`);
  if (input.items.length === 0) throw new Error('A task needs at least one item');
  if (input.items.length > taskLimits.maxItems) throw new Error(`A task holds at most ${taskLimits.maxItems} items`);
}

/** Stores the task (queued) and its pending items in one transaction; answers the task id. */
export async function insertTask(db: Kysely<Tables>, input: NewTask): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('tasks')
      .values({
        type: input.type,
        status: taskStatus.queued,
        account_id: input.accountId ?? null,
        marketplace: input.marketplace ?? null,
        created_by: input.createdBy,
        total: input.items.length,
        done: 0,
        failed: 0,
        created_at: now,
        updated_at: now,
        attempt: 1,
        waiting: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taskId = Number(id);
    for (let start = 0; start < input.items.length; start += insertChunk) {
      const rows = input.items.slice(start, start + insertChunk).map((payload, offset) => ({
        task_id: taskId,
        position: start + offset,
        payload: JSON.stringify(payload ?? null),
        status: 'pending',
        attempts: 0,
        idempotency_key: idempotencyKeyOf(taskId, start + offset),
        updated_at: now,
      }));
      await trx.insertInto('task_items').values(rows).execute();
    }
    return taskId;
  });
}
