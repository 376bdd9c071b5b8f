import type { ApplicationRateLimiter } from './rateLimit';
import type { FaultInjector } from './faults';
import type { MercadoLibreState } from './state';
import type { WebhookNotifier } from './webhooks';

/** What every route of the imitation shares: the state and the machinery around it. */
export interface MercadoLibreRuntime {
  state: MercadoLibreState;
  faults: FaultInjector;
  rateLimiter: ApplicationRateLimiter;
  webhooks: WebhookNotifier;
  /** Waits, but gives up when the sandbox closes so an injected hang never outlives it. */
  sleep(ms: number): Promise<void>;
}

export function cancellableSleep(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
}
