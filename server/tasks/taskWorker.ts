import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/connection';
import { taskStatus } from '../../resources/tasks';
import { type ClaimedItem, claimItems, activeLanes, type TaskLane } from './taskClaims';
import { releaseOwnClaims, releaseStaleClaims, renewClaims } from './taskClaimRecovery';
import { completeItem } from './taskCompletion';
import { runTaskItem } from './taskItemRun';
import type { TaskHandler, TaskHandlerRegistry } from './taskHandlers';
import type { TaskProgressPublisher } from './taskProgressPublisher';
import type { TaskWorkerOptions } from './taskWorkerConfig';

interface WorkerLog {
  error(object: object, message: string): void;
}

/**
 * Runs queued task items in this process: claims due items lane by lane within the per-account
 * bound, runs them through their type's handler, stores each outcome, and reports progress.
 */
export class TaskWorker {
  readonly id = randomUUID();
  private running = false;
  /** Set once the worker stopped for good: late outcomes of items it gave back are dropped. */
  private halted = false;
  private pumping = false;
  private pumpAgain = false;
  private pumpDone: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly handlers: TaskHandlerRegistry,
    private readonly progress: TaskProgressPublisher,
    private readonly options: TaskWorkerOptions,
    private readonly log: WorkerLog,
  ) {}

  /** Takes back what a dead process left running, then starts claiming. */
  async start(): Promise<void> {
    await releaseStaleClaims(this.database.db, { all: this.database.dialect === 'sqlite' });
    this.running = true;
    this.timers = [
      setInterval(() => this.wake(), this.options.pollMs),
      setInterval(() => void this.keepClaims(), Math.max(100, Math.floor(this.options.leaseMs / 3))),
    ];
    this.wake();
  }

  /** Looks for work now (a task was created or re-queued). */
  wake(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumpDone = this.pump();
  }

  /** Stops claiming, lets in-flight items finish for up to `graceMs`, then gives the rest back. */
  async stop(graceMs = this.options.stopGraceMs): Promise<void> {
    if (this.halted) return;
    this.running = false;
    this.clearTimers();
    await this.pumpDone;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(this.inFlight), grace]);
    clearTimeout(timer);
    this.halted = true;
    this.abort.abort();
    await releaseOwnClaims(this.database.db, this.id);
    await this.progress.flush();
  }

  /** Stops at once, writing nothing more, as a crash would: failover drills and restart tests. */
  halt(): void {
    this.running = false;
    this.halted = true;
    this.clearTimers();
    this.abort.abort();
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private async keepClaims(): Promise<void> {
    try {
      await renewClaims(this.database.db, this.id, this.options.leaseMs);
      if (this.database.dialect === 'postgres') await releaseStaleClaims(this.database.db, { all: false });
    } catch (error) {
      this.log.error({ err: error }, 'could not renew task claims');
    }
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        for (const lane of await activeLanes(this.database.db, this.handlers.types)) {
          if (!this.running) return;
          await this.claimLane(lane);
        }
      } while (this.pumpAgain && this.running);
    } catch (error) {
      this.log.error({ err: error }, 'task worker could not claim items');
    } finally {
      this.pumping = false;
    }
  }

  private async claimLane(lane: TaskLane): Promise<void> {
    const handler = this.handlers.get(lane.type);
    if (!handler) return;
    const limits = { account: this.options.concurrency, lane: Math.min(handler.concurrency ?? Infinity, this.options.concurrency) };
    const claimed = await claimItems(this.database, lane, limits, { id: this.id, leaseMs: this.options.leaseMs });
    for (const taskId of new Set(claimed.map((item) => item.taskId))) this.progress.report(taskId, taskStatus.inProcess);
    for (const item of claimed) {
      const run = this.run(item, lane, handler).finally(() => {
        this.inFlight.delete(run);
        this.wake();
      });
      this.inFlight.add(run);
    }
  }

  private async run(item: ClaimedItem, lane: TaskLane, handler: TaskHandler): Promise<void> {
    try {
      const outcome = await runTaskItem(item, lane, handler, this.options, this.abort.signal);
      if (this.halted) return;
      const status = await completeItem(this.database, { id: item.id, taskId: item.taskId }, this.id, outcome);
      if (status === undefined) return;
      this.progress.report(item.taskId, status);
    } catch (error) {
      this.log.error({ err: error, itemId: item.id }, 'could not run a task item');
    }
  }
}
