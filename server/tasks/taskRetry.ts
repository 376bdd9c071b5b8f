import { finalTaskStatuses, taskStatus } from '../../resources/tasks';
import type { DatabaseHandle } from '../db/connection';
import { lockTask } from './taskCompletion';

/**
 * Puts a task's failed items back in the queue (fresh attempts, reasons cleared) and reopens the
 * task: queued again if it had ended. Answers how many items were re-queued, or undefined when
 * there is no such task.
 */
export async function requeueFailedItems({ db, dialect }: DatabaseHandle, taskId: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockTask(trx, dialect, taskId);
    const task = await trx.selectFrom('tasks').select(['status']).where('id', '=', taskId).executeTakeFirst();
    if (!task) return undefined;
    const now = new Date().toISOString();
    const requeued = await trx
      .updateTable('task_items')
      .set({ status: 'pending', error: null, error_detail: null, attempts: 0, run_after: null, updated_at: now })
      .where('task_id', '=', taskId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    const count = Number(requeued.numUpdatedRows);
    if (count === 0) return 0;
    const ended = finalTaskStatuses.includes(Number(task.status));
    await trx
      .updateTable('tasks')
      .set((eb) => ({
        failed: eb('failed', '-', count),
        status: ended ? taskStatus.queued : taskStatus.inProcess,
        finished_at: null,
        last_error: null,
        last_error_detail: null,
        attempt: eb('attempt', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', taskId)
      .execute();
    return count;
  });
}
