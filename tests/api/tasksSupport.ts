import { finalTaskStatuses, type TaskItemRecord, type TaskRecord } from '../../resources/tasks';
import type { AppContext } from '../../server/context';
import { features } from '../../server/features';
import type { TaskHandler } from '../../server/tasks/taskHandlers';
import type { TaskWorkerOptions } from '../../server/tasks/taskWorkerConfig';
import type { TestApp } from './testApp';

/** Fast timings so a test task of hundreds of items ends in well under a second. */
export const fastWorker: Partial<TaskWorkerOptions> = { pollMs: 20, retryBaseMs: 5, retryMaxMs: 20, progressThrottleMs: 40, stopGraceMs: 2_000 };

/** Every feature but those that register handlers of their own, so these tests stand in for any task type. */
export const withoutFeatureTasks = features.filter((feature) => feature.name !== 'mercadolibre');

export class TransientError extends Error {}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the task until `until` holds (by default: it has ended). */
export async function waitForTask(
  context: AppContext,
  taskId: number,
  until = (task: TaskRecord) => finalTaskStatuses.includes(task.status),
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await context.tasks.get(taskId);
    if (task && until(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not get there: ${JSON.stringify(task)}`);
    await sleep(15);
  }
}

export async function itemsOf(testApp: TestApp, taskId: number, status?: string): Promise<TaskItemRecord[]> {
  const query = new URLSearchParams({ size: '500', ...(status ? { status } : {}) });
  const response = await testApp.call({ method: 'GET', url: `/api/tasks/${taskId}/items?${query}` });
  if (response.statusCode !== 200) throw new Error(`items: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/**
 * Stands in for a marketplace: `create` makes a remote record once per idempotency key (a rerun
 * finds it, as a connector must), and every call is counted per key.
 */
export class RemoteStub {
  readonly calls = new Map<string, number>();
  readonly creations = new Map<string, number>();
  inFlight = 0;

  async create(key: string, delayMs = 0): Promise<{ remote_id: string }> {
    this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
    this.inFlight += 1;
    try {
      if (this.creations.has(key)) return { remote_id: `R-${key}` };
      await sleep(delayMs);
      this.creations.set(key, (this.creations.get(key) ?? 0) + 1);
      return { remote_id: `R-${key}` };
    } finally {
      this.inFlight -= 1;
    }
  }
}

export interface ScriptedPayload {
  /** Transient failures before the item succeeds. */
  flaky?: number;
  /** A permanent failure with this reason. */
  reject?: string;
}

/** A handler whose items fail as their payload says, then create their remote record. */
export function scriptedHandler(remote: RemoteStub, options: { delayMs?: number; concurrency?: number } = {}): TaskHandler<ScriptedPayload> {
  return {
    concurrency: options.concurrency,
    async runItem(item, { idempotencyKey, attempt }) {
      if (item.payload.reject) throw new Error(item.payload.reject);
      if (attempt <= (item.payload.flaky ?? 0)) throw new TransientError(`429 demasiadas solicitudes (intento ${attempt})`);
      return remote.create(idempotencyKey, options.delayMs);
    },
    isTransient: (error) => error instanceof TransientError,
  };
}
