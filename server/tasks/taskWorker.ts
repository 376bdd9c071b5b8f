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
import { LeasedLoop } from '../queue/leasedLoop';

interface WorkerLog {
  error(object: object, message: string): void;
}

/**
 * Runs queued task items in this process: claims due items lane by lane within the per-account
 * bound, runs them through their type's handler, stores each outcome, and reports progress.
 */
export class TaskWorker {
  readonly id = randomUUID();
  /** Set once the worker stopped for good: late outcomes of items it gave back are dropped. */
  private halted = false;
  private readonly abort = new AbortController();
  private readonly loop: LeasedLoop;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly handlers: TaskHandlerRegistry,
    private readonly progress: TaskProgressPublisher,
    private readonly options: TaskWorkerOptions,
    private readonly log: WorkerLog,
  ) {
    this.loop = new LeasedLoop(
      { claim: () => this.claimLanes(), renew: () => this.keepClaims() },
      { name: 'task worker', pollMs: options.pollMs, leaseMs: options.leaseMs },
      log,
    );
  }

  /** Takes back what a dead process left running, then starts claiming. */
  async start(): Promise<void> {
    await releaseStaleClaims(this.database.db, { all: this.database.dialect === 'sqlite' });
    this.loop.start();
  }

  /** Looks for work now (a task was created or re-queued). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops claiming, lets in-flight items finish for up to `graceMs`, then gives the rest back. */
  async stop(graceMs = this.options.stopGraceMs): Promise<void> {
    if (this.halted) return;
    await this.loop.stop(graceMs);
    this.halted = true;
    this.abort.abort();
    await releaseOwnClaims(this.database.db, this.id);
    await this.progress.flush();
  }

  /** Stops at once, writing nothing more, as a crash would: failover drills and restart tests. */
  halt(): void {
    this.halted = true;
    this.loop.halt();
    this.abort.abort();
  }

  private async keepClaims(): Promise<void> {
    await renewClaims(this.database.db, this.id, this.options.leaseMs);
    if (this.database.dialect === 'postgres') await releaseStaleClaims(this.database.db, { all: false });
  }

  /** Each lane claims within its own bound, so the loop never needs to claim again at once. */
  private async claimLanes(): Promise<boolean> {
    for (const lane of await activeLanes(this.database.db, this.handlers.types)) {
      if (!this.loop.isRunning) break;
      await this.claimLane(lane);
    }
    return false;
  }

  private async claimLane(lane: TaskLane): Promise<void> {
    const handler = this.handlers.get(lane.type);
    if (!handler) return;
    const limits = { account: this.options.concurrency, lane: Math.min(handler.concurrency ?? Infinity, this.options.concurrency) };
    const claimed = await claimItems(this.database, lane, limits, { id: this.id, leaseMs: this.options.leaseMs });
    for (const taskId of new Set(claimed.map((item) => item.taskId))) this.progress.report(taskId, taskStatus.inProcess);
    for (const item of claimed) this.loop.track(this.run(item, lane, handler));
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
