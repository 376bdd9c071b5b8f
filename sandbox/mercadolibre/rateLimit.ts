interface Bucket {
  tokens: number;
  refilledAt: number;
}

/** A token bucket per application: real ML limits per client_id, not per seller. */
export class ApplicationRateLimiter {
  private buckets = new Map<string, Bucket>();

  constructor(
    private requestsPerSecond: () => number,
    private now: () => number,
  ) {}

  /** Takes one request's token; when none is left, the seconds until one is back. */
  take(clientId: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const rate = this.requestsPerSecond();
    const now = this.now();
    const bucket = this.buckets.get(clientId) ?? { tokens: rate, refilledAt: now };
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.refilledAt) / 1000) * rate);
    bucket.refilledAt = now;
    this.buckets.set(clientId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
  }

  reset(): void {
    this.buckets.clear();
  }
}
