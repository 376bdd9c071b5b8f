export const faultKinds = ['rate_limited', 'server_error', 'timeout', 'latency', 'expired_token', 'revoked_grant'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultRule {
  kind: FaultKind;
  /** How many matching requests get the fault; then the rule is spent. */
  count: number;
  /** Only requests with this method (any when absent). */
  method?: string;
  /** Only requests whose path (after /mercadolibre) starts with this, e.g. `/items` or `/oauth/token`. */
  path?: string;
  retryAfterSeconds?: number;
  /** For `timeout` (hang, then 504) and `latency` (wait, then answer normally). */
  delayMs?: number;
}

/** Faults queued by tests; each request consumes at most one, oldest rule first. */
export class FaultInjector {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, method: rule.method?.toUpperCase() });
  }

  pending(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  take(method: string, path: string): FaultRule | undefined {
    const index = this.rules.findIndex((rule) => (!rule.method || rule.method === method) && (!rule.path || path.startsWith(rule.path)));
    if (index < 0) return undefined;
    const rule = this.rules[index];
    rule.count -= 1;
    if (rule.count <= 0) this.rules.splice(index, 1);
    return { ...rule };
  }
}
