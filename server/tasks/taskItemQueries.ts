import type { Kysely } from 'kysely';
import type { TaskItemRecord } from '../../resources/tasks';
import type { Tables } from '../db/tables';
import { toTaskItemRecord } from './taskRecords';
import type { TaskItemsQuery } from './taskSchemas';

/** One page of a task's items in their order, optionally of one status (e.g. the failed ones and their reasons). */
export async function listTaskItems(db: Kysely<Tables>, taskId: number, query: TaskItemsQuery): Promise<{ data: TaskItemRecord[]; total: number }> {
  let base = db.selectFrom('task_items').where('task_id', '=', taskId);
  if (query.status) base = base.where('status', '=', query.status);
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('position')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  return { data: rows.map(toTaskItemRecord), total: Number(counted.total) };
}
