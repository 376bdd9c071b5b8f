/**
 * A token bucket per seller account, so bulk work never exceeds the marketplace's rate: callers
 * wait for their turn instead of collecting 429s. Per process; several processes split the budget
 * only if each is configured with its share.
 */
export class RequestBudget {
  private readonly buckets = new Map<number, { tokens: number; at: number; queue: Promise<void> }>();
  /**
   * Up to a quarter second of unused budget is kept: a wait that ends late (a busy process) does not
   * lose the account's rate, and the marketplace's own bucket holds a whole second, so it never sees more.
   */
  private readonly capacity: number;

  constructor(private readonly perSecond: number) {
    this.capacity = Math.max(1, perSecond / 4);
  }

  /** Resolves when this account may send one more request. */
  take(accountId: number): Promise<void> {
    const bucket = this.buckets.get(accountId) ?? { tokens: 1, at: Date.now(), queue: Promise.resolve() };
    this.buckets.set(accountId, bucket);
    // Chained so waiters are served in order and each one takes exactly one token.
    const turn = bucket.queue.then(async () => {
      for (;;) {
        const now = Date.now();
        bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
        bucket.at = now;
        if (bucket.tokens >= 1) {
          bucket.tokens -= 1;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(((1 - bucket.tokens) / this.perSecond) * 1000)));
      }
    });
    bucket.queue = turn;
    return turn;
  }
}
