import type { MessageDetail } from '../../../resources/messageDetail';
import { RunStorage } from '../shared/runStorage';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/**
 * Amazon announced a wait longer than the caller may spend before the retry of a throttled call.
 * A task item keeps its message as its last reason while it waits, so it reads as the seller's.
 */
export class AmazonThrottledError extends Error {
  readonly detail: MessageDetail;

  constructor(
    readonly waitSeconds: number,
    readonly cause: unknown,
  ) {
    super(`Amazon limita las llamadas de la cuenta: hay que esperar ${waitSeconds} s`);
    this.detail = { key: 'marketplace_throttled', params: { marketplace: marketplaceSpokenNames.amazon, seconds: waitSeconds } };
  }
}

const background = new RunStorage<true>();

/** Runs background work (the sync rounds): its throttled calls may wait longer than a screen's. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

export interface WaitLimits {
  screenMs: number;
  backgroundMs: number;
}

/**
 * The SDK's hook before it waits to retry a throttled call: a wait beyond what the caller may spend
 * (a screen's request: seconds; a background sync: minutes) ends the call now, so no request hangs
 * for the minute getOrders' usage plan can announce.
 */
export const refuseLongWaits =
  (limits: WaitLimits) =>
  ({ delay, error }: { delay: number; error: unknown }): void => {
    const limit = background.current() ? limits.backgroundMs : limits.screenMs;
    if (delay > limit) throw new AmazonThrottledError(Math.ceil(delay / 1000), error);
  };
