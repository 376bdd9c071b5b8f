import type { Operation } from './usagePlans';

export interface Fault {
  /** Only this operation; every one when absent. */
  operation?: Operation;
  /** Answer this HTTP status (429, 500, 503) instead of serving. */
  status?: number;
  /** Wait this long before serving. */
  latencyMs?: number;
  /** How many requests it applies to. */
  times: number;
}

/** Faults the tests ask for, consumed by the next matching requests. */
export class FaultInjector {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  take(operation: Operation): Fault | undefined {
    const fault = this.faults.find((candidate) => !candidate.operation || candidate.operation === operation);
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }
}
