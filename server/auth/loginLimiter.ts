/**
 * Counts login attempts in a sliding window, per client address and per account, in memory:
 * enough for one process; a shared store would be needed to limit across several processes.
 */
export class LoginLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxAttempts) return 0;
    return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.sweep(now);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((time) => time > now - this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((time) => time <= now - this.windowMs)) this.attempts.delete(key);
    }
  }
}
