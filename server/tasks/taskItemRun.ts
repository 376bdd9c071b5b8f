import type { ClaimedItem, TaskLane } from './taskClaims';
import type { ItemOutcome } from './taskCompletion';
import type { TaskHandler } from './taskHandlers';
import { reasonOf } from './taskRecords';
import { retryDelayMs, type TaskWorkerOptions } from './taskWorkerConfig';

/**
 * Runs one claimed item through its handler and says what to store: the result, a retry after a
 * backoff (a transient error while the item's retry window lasts), or a failure with the error's
 * message as reason. The window starts at the first transient failure of the item's current streak.
 */
export async function runTaskItem(
  item: ClaimedItem,
  lane: TaskLane,
  handler: TaskHandler,
  options: TaskWorkerOptions,
  signal: AbortSignal,
): Promise<ItemOutcome> {
  const context = {
    idempotencyKey: item.idempotencyKey,
    attempt: item.attempts,
    task: { id: item.taskId, type: lane.type, accountId: lane.accountId, marketplace: lane.marketplace },
    signal,
  };
  try {
    const result = await handler.runItem({ id: item.id, taskId: item.taskId, position: item.position, payload: item.payload }, context);
    return { kind: 'done', result };
  } catch (error) {
    const reason = reasonOf(error);
    if (!handler.isTransient(error)) return { kind: 'failed', reason };
    const now = Date.now();
    const waitingSince = item.waitingSince ?? new Date(now).toISOString();
    const windowEnd = Date.parse(waitingSince) + options.retryWindowMs;
    if (now >= windowEnd) return { kind: 'failed', reason };
    const delay = Math.min(handler.retryAfterMs?.(error) ?? retryDelayMs(options, item.attempts), windowEnd - now);
    return { kind: 'retry', reason, runAfter: new Date(now + delay).toISOString(), waitingSince };
  }
}
