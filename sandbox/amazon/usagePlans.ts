export interface UsagePlan {
  /** Tokens added per second. */
  rate: number;
  /** Bucket size. */
  burst: number;
}

/** Amazon's default usage plans of the operations the sandbox answers. */
export const defaultUsagePlans = {
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  getListingsItem: { rate: 5, burst: 10 },
  putListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  deleteListingsItem: { rate: 5, burst: 5 },
  searchCatalogItems: { rate: 2, burst: 2 },
  createFeedDocument: { rate: 0.5, burst: 15 },
  createFeed: { rate: 0.0083, burst: 15 },
  getFeed: { rate: 2, burst: 15 },
  getFeedDocument: { rate: 0.0222, burst: 10 },
  listFinancialEventGroups: { rate: 0.5, burst: 30 },
  listFinancialEventsByOrderId: { rate: 0.5, burst: 30 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getMessagingActionsForOrder: { rate: 1, burst: 5 },
  createUnexpectedProblem: { rate: 1, burst: 5 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
} satisfies Record<string, UsagePlan>;

export type Operation = keyof typeof defaultUsagePlans;

/** A token bucket per operation and selling partner/application pair, as Amazon meters them. */
export class UsagePlanLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private plans: Record<Operation, UsagePlan> = { ...defaultUsagePlans };

  constructor(private readonly now: () => number = Date.now) {}

  planOf(operation: Operation): UsagePlan {
    return this.plans[operation];
  }

  setPlan(operation: Operation, plan: UsagePlan): void {
    this.plans[operation] = plan;
    for (const key of this.buckets.keys()) if (key.startsWith(`${operation}|`)) this.buckets.delete(key);
  }

  /** Takes one token; when none is left, the seconds until one is back. */
  take(operation: Operation, caller: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const { rate, burst } = this.plans[operation];
    const key = `${operation}|${caller}`;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
  }

  reset(): void {
    this.buckets.clear();
    this.plans = { ...defaultUsagePlans };
  }
}
