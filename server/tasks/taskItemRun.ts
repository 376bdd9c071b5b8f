import type { ClaimedItem, TaskLane } from './taskClaims';
import type { ItemOutcome } from './taskCompletion';
import type { TaskHandler } from './taskHandlers';
import { reasonOf } from './taskRecords';
import { retryDelayMs, type TaskWorkerOptions } from './taskWorkerConfig';

/**
 * Runs one claimed item through its handler and says what to store: the result, a retry after a
 * backoff (a transient error with attempts left), or a failure with the error's message as reason.
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
    const maxAttempts = handler.maxAttempts ?? options.maxAttempts;
    if (item.attempts >= maxAttempts || !handler.isTransient(error)) return { kind: 'failed', reason };
    const delay = handler.retryAfterMs?.(error) ?? retryDelayMs(options, item.attempts);
    return { kind: 'retry', reason, runAfter: new Date(Date.now() + delay).toISOString() };
  }
}
