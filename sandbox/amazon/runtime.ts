import type { FaultInjector } from './faults';
import type { AmazonState } from './state';
import type { UsagePlanLimiter } from './usagePlans';

/** What the routes of the imitation share. */
export interface AmazonRuntime {
  state: AmazonState;
  limiter: UsagePlanLimiter;
  faults: FaultInjector;
}
