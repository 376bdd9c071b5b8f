import { randomUUID } from 'node:crypto';
import type { InventoryConfig } from '../../config';
import type { Executor } from '../../crud/hooks';
import { LeasedLoop } from '../../queue/leasedLoop';
import type { ListingPusher, PushDeferred } from './listingPush';
import { type ClaimedChange, ProductChangeQueue } from './productChangeQueue';

interface WorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const retryMaxMs = 60_000;
/** Products claimed by one statement. */
const claimRound = 100;

/**
 * Drains the changed products in this process: claims due ones with a lease, pushes each to its
 * listings, and removes it only once pushed; a push deferred by a rate limit or an outage keeps
 * the row and comes back after a growing delay. Several processes share the rows through the leases.
 */
export class PushWorker {
  readonly id = randomUUID();
  private readonly queue: ProductChangeQueue;
  private readonly loop: LeasedLoop;

  constructor(
    db: Executor,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly pusher: ListingPusher,
    private readonly settings: InventoryConfig,
    private readonly log: WorkerLog,
  ) {
    this.queue = new ProductChangeQueue(db);
    const leaseMs = settings.pushLeaseSeconds * 1000;
    this.loop = new LeasedLoop(
      { claim: () => this.claim(leaseMs), renew: () => this.queue.renew(this.id, leaseMs) },
      { name: 'inventory push', pollMs: settings.pushPollMs, leaseMs },
      log,
    );
  }

  async start(): Promise<void> {
    if (this.dialect === 'sqlite') await this.queue.releaseAll();
    this.loop.start();
  }

  /** A change was stored by this process: look now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Claims a round of due products. Many are held at once on purpose: each waits for its accounts'
   * request budgets, so a long backlog on one account only queues behind that account's budget while
   * a change of another account's listing, claimed meanwhile, goes out at once.
   */
  private async claim(leaseMs: number): Promise<boolean> {
    // Rounds follow each other through promises only: yielding lets due timers (the accounts' budgets) run between them.
    await new Promise((resolve) => setImmediate(resolve));
    const room = Math.min(claimRound, this.settings.pushConcurrency - this.loop.busy);
    if (room <= 0 || !this.loop.isRunning) return false;
    const claimed = await this.queue.claim(this.id, leaseMs, room);
    const pushes = await this.pusher.pushProducts(claimed.map((change) => change.productId)).catch((error: unknown) => {
      this.log.error({ err: error }, 'inventory push could not read the changed products');
      return new Map<number, Promise<PushDeferred | undefined>>();
    });
    for (const change of claimed) this.loop.track(this.settle(change, pushes.get(change.productId) ?? Promise.reject(new Error('not read'))));
    return claimed.length === room;
  }

  /** Removes the product from the queue once pushed, or hands it back to be pushed again after a delay. */
  private async settle(change: ClaimedChange, push: Promise<PushDeferred | undefined>): Promise<void> {
    const backoff = Math.min(retryMaxMs, this.settings.pushRetryMs * 2 ** change.attempts);
    try {
      const deferred = await push;
      if (!deferred) return await this.queue.finish(change, this.id);
      await this.queue.retryLater(change, this.id, Math.max(deferred.retryAfterMs ?? 0, backoff), deferred.reason);
    } catch (error) {
      this.log.error({ err: error, productId: change.productId }, 'inventory push failed');
      // Handed back to be pushed again later; if even that fails, the lease is no longer renewed once the process stops.
      await this.queue.retryLater(change, this.id, backoff, String(error)).catch(() => undefined);
    }
  }
}
