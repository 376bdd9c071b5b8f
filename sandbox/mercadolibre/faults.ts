export const faultKinds = [
  'rate_limited',
  'server_error',
  'connection_reset',
  'timeout',
  'slow_processing',
  'latency',
  'expired_token',
  'revoked_grant',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultRule {
  kind: FaultKind;
  /** How many matching requests get the fault; then the rule is spent. */
  count?: number;
  /**
   * Instead of `count`: every matching request gets the fault for this many seconds from when the
   * rule is added (an outage), then the rule is spent.
   */
  seconds?: number;
  /** Only requests with this method (any when absent). */
  method?: string;
  /** Only requests whose path (after /mercadolibre) starts with this, e.g. `/items` or `/oauth/token`. */
  path?: string;
  retryAfterSeconds?: number;
  /**
   * For `timeout` (hang, then 504, nothing done), `slow_processing` (wait, then carry the request
   * out and answer) and `latency` (carry the request out at once, answer after the wait).
   */
  delayMs?: number;
}

interface ActiveRule extends FaultRule {
  /** When a `seconds` rule stops applying (epoch ms). */
  endsAt?: number;
}

/** Faults queued by tests; each request consumes at most one, oldest rule first. */
export class FaultInjector {
  private rules: ActiveRule[] = [];

  add(rule: FaultRule): void {
    const endsAt = rule.seconds !== undefined ? Date.now() + rule.seconds * 1000 : undefined;
    this.rules.push({ ...rule, method: rule.method?.toUpperCase(), endsAt });
  }

  pending(): FaultRule[] {
    this.dropEnded();
    return this.rules.map(({ endsAt: _endsAt, ...rule }) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  take(method: string, path: string): FaultRule | undefined {
    this.dropEnded();
    const index = this.rules.findIndex((rule) => (!rule.method || rule.method === method) && (!rule.path || path.startsWith(rule.path)));
    if (index < 0) return undefined;
    const { endsAt, ...rule } = this.rules[index];
    if (endsAt !== undefined) return rule;
    this.rules[index].count = (rule.count ?? 1) - 1;
    if ((this.rules[index].count ?? 0) <= 0) this.rules.splice(index, 1);
    return rule;
  }

  private dropEnded(): void {
    const now = Date.now();
    this.rules = this.rules.filter((rule) => rule.endsAt === undefined || rule.endsAt > now);
  }
}
