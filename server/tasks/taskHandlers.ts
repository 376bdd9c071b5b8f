import type { TaskType } from '../../resources/tasks';

/** One item handed to a handler: its payload as given to `tasks.create`, and where it sits. */
export interface TaskItemInput<Payload = unknown> {
  id: number;
  taskId: number;
  /** Index of the payload in the `items` array the task was created with. */
  position: number;
  payload: Payload;
}

/** What a handler knows while running one item. */
export interface TaskItemContext {
  /**
   * Stable for this item across retries, restarts and processes: `task-<taskId>-item-<position>`.
   * An item may run more than once (a transient failure, or a process that died after the
   * marketplace acted but before the result was stored), so a handler that creates something
   * remotely must first look for what this key already created (e.g. MercadoLibre's
   * `seller_custom_field`, an `Idempotency-Key` header) and return it instead of creating another.
   */
  idempotencyKey: string;
  /** 1 on the first run of this item, 2 on its first retry… */
  attempt: number;
  task: { id: number; type: TaskType; accountId: number | null; marketplace: number | null };
  /** Aborted when the worker stops and gives the item back; the item will run again later. */
  signal: AbortSignal;
}

/**
 * How a feature runs the items of one task type. `runItem` returns the item's result (stored as
 * JSON, e.g. `{ ml_id }`) or throws: `isTransient(error)` decides between a retry with exponential
 * backoff (429, 5xx, timeouts), for as long as the worker's retry window lasts, and a permanent
 * failure whose message is shown as the reason.
 */
export interface TaskHandler<Payload = unknown, Result = unknown> {
  /** Items of this type running at once per marketplace account; the worker's bound still applies. */
  concurrency?: number;
  runItem(item: TaskItemInput<Payload>, context: TaskItemContext): Promise<Result>;
  isTransient(error: unknown): boolean;
  /** A wait the remote side asked for (e.g. Retry-After), instead of the backoff's. */
  retryAfterMs?(error: unknown): number | undefined;
}

/** The handlers of one engine, by task type. */
export class TaskHandlerRegistry {
  private readonly byType = new Map<TaskType, TaskHandler>();

  register<Payload, Result>(type: TaskType, handler: TaskHandler<Payload, Result>): void {
    if (this.byType.has(type)) throw new Error(`A handler for task type ${type} is already registered`);
    this.byType.set(type, handler as TaskHandler);
  }

  get(type: TaskType): TaskHandler | undefined {
    return this.byType.get(type);
  }

  get types(): TaskType[] {
    return [...this.byType.keys()];
  }
}
