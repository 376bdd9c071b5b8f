/** The socket reconnects after attempt × 1 s while the attempt counter is 3 or below, then gives up. */
export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_STEP_MS = 1000;

export type ReconnectDecision = { readonly retry: true; readonly delayMs: number } | { readonly retry: false };

/** What to do after the `attempt`-th failure in a row (1 for the first). */
export const nextReconnect = (attempt: number): ReconnectDecision =>
  attempt <= MAX_RECONNECT_ATTEMPTS ? { retry: true, delayMs: attempt * RECONNECT_STEP_MS } : { retry: false };

const ATTEMPTS_KEY = 'mercado.notifications.socket_attempts';

/** The attempt counter lives in localStorage; it is reset on load and on each successful open. */
export const reconnectAttempts = {
  read(storage: Storage = localStorage): number {
    const value = Number(storage.getItem(ATTEMPTS_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  },
  reset(storage: Storage = localStorage): void {
    storage.setItem(ATTEMPTS_KEY, '0');
  },
  /** Counts one more failure and returns the new count. */
  increment(storage: Storage = localStorage): number {
    const next = this.read(storage) + 1;
    storage.setItem(ATTEMPTS_KEY, String(next));
    return next;
  },
};
