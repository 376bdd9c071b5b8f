interface LoopLog {
  error(object: object, message: string): void;
}

/** What one queue tells the loop: how to claim due work and how to keep what it holds. */
export interface LeasedQueue {
  /**
   * Claims due work and hands each claimed piece to the loop's `track`. Answers true when it may
   * have left due work behind (it claimed as much as it had room for), so the loop claims again at once.
   */
  claim(): Promise<boolean>;
  /** Extends the leases this process holds, so another process does not take them back while they run. */
  renew(): Promise<void>;
}

export interface LeasedLoopOptions {
  /** Names the queue in the logs. */
  name: string;
  /** How often the loop looks for work another process created or that came due. */
  pollMs: number;
  /** How long a lease holds without renewal; the loop renews every third of it. */
  leaseMs: number;
}

/**
 * Claims and runs the work of one leased queue in this process: it looks on a timer and whenever
 * woken, never runs two claiming rounds at once (a wake during a round makes it claim once more),
 * renews the leases of the work in hand, and on stop lets that work finish.
 */
export class LeasedLoop {
  private running = false;
  private pumping = false;
  private pumpAgain = false;
  private pumpDone: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly queue: LeasedQueue,
    private readonly options: LeasedLoopOptions,
    private readonly log: LoopLog,
  ) {}

  /** Whether it still claims work: a claiming round stops early once this turns false. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Pieces of work in hand. */
  get busy(): number {
    return this.inFlight.size;
  }

  start(): void {
    this.running = true;
    this.timers = [
      setInterval(() => this.wake(), this.options.pollMs),
      setInterval(() => void this.renew(), Math.max(100, Math.floor(this.options.leaseMs / 3))),
    ];
    this.wake();
  }

  /** Looks for work now rather than at the next poll (work was stored or a piece finished). */
  wake(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumpDone = this.pump();
  }

  /** Holds a claimed piece while it runs; the piece handles its own failures. When it ends the loop looks for more. */
  track(run: Promise<void>): void {
    const tracked = run.finally(() => {
      this.inFlight.delete(tracked);
      this.wake();
    });
    this.inFlight.add(tracked);
  }

  /** Stops claiming and waits for the work in hand, at most `graceMs` when given. */
  async stop(graceMs?: number): Promise<void> {
    this.halt();
    await this.pumpDone;
    const inHand = Promise.allSettled(this.inFlight);
    if (graceMs === undefined) {
      await inHand;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([inHand, grace]);
    clearTimeout(timer);
  }

  /** Stops claiming and renewing at once, without waiting for anything. */
  halt(): void {
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private async renew(): Promise<void> {
    try {
      await this.queue.renew();
    } catch (error) {
      this.log.error({ err: error }, `${this.options.name}: could not renew its leases`);
    }
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        if (await this.queue.claim()) this.pumpAgain = true;
      } while (this.pumpAgain && this.running);
    } catch (error) {
      this.log.error({ err: error }, `${this.options.name}: could not claim work`);
    } finally {
      this.pumping = false;
    }
  }
}
