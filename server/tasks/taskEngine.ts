import type { Kysely } from 'kysely';
import { taskStatus, type TaskRecord, type TaskType } from '../../resources/tasks';
import type { DatabaseHandle } from '../db/connection';
import type { Tables } from '../db/tables';
import type { RealtimeHub } from '../realtime/realtimeHub';
import { checkNewTask, insertTask, type NewTask } from './taskCreation';
import { type TaskHandler, TaskHandlerRegistry } from './taskHandlers';
import { TaskProgressPublisher } from './taskProgressPublisher';
import { toTaskRecord } from './taskRecords';
import { requeueFailedItems } from './taskRetry';
import { TaskWorker } from './taskWorker';
import { defaultTaskWorkerOptions, type TaskWorkerOptions } from './taskWorkerConfig';

interface EngineLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Background tasks (a bulk action as a task of items, run by a worker with leases) as features use them: `context.tasks`. */
export interface TaskEngine {
  /** Declares how items of a task type run; once per type, before tasks of it are created. */
  registerHandler<Payload, Result>(type: TaskType, handler: TaskHandler<Payload, Result>): void;
  /** Stores a queued task with one pending item per payload and answers it at once; the worker runs it. */
  create(input: NewTask): Promise<TaskRecord>;
  get(taskId: number): Promise<TaskRecord | undefined>;
  /** Re-queues the failed items; answers the task and how many items went back, or undefined if unknown. */
  retryFailed(taskId: number): Promise<{ task: TaskRecord; requeued: number } | undefined>;
  /** Starts this process's worker (main does; tests do it explicitly). */
  startWorker(options?: Partial<TaskWorkerOptions>): Promise<TaskWorker>;
  /** Lets in-flight items finish (or gives them back) and stops claiming; a no-op without a worker. */
  stopWorker(): Promise<void>;
  readonly worker: TaskWorker | undefined;
}

export function createTaskEngine(database: DatabaseHandle, hub: RealtimeHub, log: EngineLog): TaskEngine {
  const db: Kysely<Tables> = database.db;
  const handlers = new TaskHandlerRegistry();
  const progress = new TaskProgressPublisher(db, hub, log);
  let worker: TaskWorker | undefined;

  const get = async (taskId: number) => {
    const row = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
    return row && toTaskRecord(row);
  };

  return {
    registerHandler: (type, handler) => handlers.register(type, handler),
    async create(input) {
      checkNewTask(input);
      if (!handlers.get(input.type)) throw new Error(`No handler is registered for task type ${input.type}`);
      const task = await get(await insertTask(db, input));
      if (!task) throw new Error('The new task vanished');
      progress.report(task.id, taskStatus.queued);
      worker?.wake();
      return task;
    },
    get,
    async retryFailed(taskId) {
      const requeued = await requeueFailedItems(database, taskId);
      if (requeued === undefined) return undefined;
      const task = await get(taskId);
      if (!task) return undefined;
      if (requeued > 0) {
        progress.report(taskId, task.status);
        worker?.wake();
      }
      return { task, requeued };
    },
    async startWorker(options = {}) {
      if (worker) throw new Error('The task worker is already running');
      const settings = { ...defaultTaskWorkerOptions, ...options };
      progress.setThrottle(settings.progressThrottleMs);
      worker = new TaskWorker(database, handlers, progress, settings, log);
      await worker.start();
      return worker;
    },
    async stopWorker() {
      await worker?.stop();
      worker = undefined;
      progress.close();
    },
    get worker() {
      return worker;
    },
  };
}
