import type { Kysely } from 'kysely';
import { finalTaskStatuses } from '../../resources/tasks';
import type { Tables } from '../db/tables';
import type { RealtimeHub } from '../realtime/realtimeHub';

interface PublisherLog {
  warn(object: object, message: string): void;
}

const messageOf = (task: { id: number; status: number; done: number; failed: number; total: number }) => {
  const processed = `${task.done + task.failed}/${task.total}`;
  if (!finalTaskStatuses.includes(task.status)) return `Tarea ${task.id}: ${processed}`;
  return `Tarea ${task.id} terminada: ${task.done} correctos, ${task.failed} con errores`;
};

/**
 * Sends each task's progress over the websocket (`kind: 'task'`, `done` counting every processed
 * item, failed ones included) at most once per `throttleMs`, and always its final state. Every
 * signed-in user sees every task on /tareas, so progress goes to all of them. Sends of one task
 * are chained so the final state is never overtaken by an older one.
 */
export class TaskProgressPublisher {
  private readonly lastSent = new Map<number, number>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly chains = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly hub: RealtimeHub,
    private readonly log: PublisherLog,
    private throttleMs = 250,
  ) {}

  setThrottle(throttleMs: number): void {
    this.throttleMs = throttleMs;
  }

  report(taskId: number, status: number): void {
    const final = finalTaskStatuses.includes(status);
    const wait = this.throttleMs - (Date.now() - (this.lastSent.get(taskId) ?? 0));
    if (!final && (this.timers.has(taskId) || wait > 0)) {
      if (!this.timers.has(taskId)) this.timers.set(taskId, setTimeout(() => this.send(taskId, false), wait).unref());
      return;
    }
    this.send(taskId, final);
  }

  /** Resolves once every send already asked for has gone out. */
  async flush(): Promise<void> {
    await Promise.all(this.chains.values());
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private send(taskId: number, final: boolean): void {
    clearTimeout(this.timers.get(taskId));
    this.timers.delete(taskId);
    this.lastSent.set(taskId, Date.now());
    const previous = this.chains.get(taskId) ?? Promise.resolve();
    const next = previous.then(() => this.publish(taskId)).catch((error: unknown) => this.log.warn({ err: error, taskId }, 'could not send task progress'));
    this.chains.set(taskId, next);
    void next.then(() => {
      if (this.chains.get(taskId) !== next) return;
      this.chains.delete(taskId);
      if (final) this.lastSent.delete(taskId);
    });
  }

  private async publish(taskId: number): Promise<void> {
    const row = await this.db.selectFrom('tasks').select(['type', 'status', 'done', 'failed', 'total', 'waiting']).where('id', '=', taskId).executeTakeFirst();
    if (!row) return;
    const task = { id: taskId, status: Number(row.status), done: Number(row.done), failed: Number(row.failed), total: Number(row.total) };
    await this.hub.publishTaskProgress(
      {
        task_id: taskId,
        type: Number(row.type),
        status: task.status,
        done: task.done + task.failed,
        total: task.total,
        waiting: Number(row.waiting ?? 0),
        message: messageOf(task),
      },
      'all',
    );
  }
}
