/** Tunable behaviour of the MercadoLibre imitation; tests shorten the real durations. */
export interface MercadoLibreSettings {
  /** The real API issues 21,600 s (6 h); clients must trust `expires_in`. */
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  authorizationCodeSeconds: number;
  /** Token bucket per application (client_id). */
  requestsPerSecond: number;
  /** Real ML does not document Retry-After; turn it off to test clients that back off on their own. */
  sendRetryAfter: boolean;
  webhookMaxAttempts: number;
  webhookRetryBaseMs: number;
  /** The real receiver must answer within 500 ms or the attempt counts as failed. */
  webhookAckTimeoutMs: number;
  /**
   * Share (0 to 1) of notifications lost outright: never posted and not kept in `/missed_feeds`, as
   * when MercadoLibre switches a failing topic off. Only a reconciling poll finds what they were about.
   */
  webhookDropRate: number;
  /** Share (0 to 1) of delivered notifications that are posted a second time with the same `_id`, as MercadoLibre does. */
  webhookDuplicateRate: number;
  /** A delete sent this soon after closing gets the real 409 optimistic-lock conflict. */
  deleteAfterCloseConflictMs: number;
  scrollSeconds: number;
  /** Above 0, every picture of a new item is downloaded within this time or the item is refused; 0 checks only that its URL is absolute. */
  pictureFetchTimeoutMs: number;
  /** Upper bound for an injected hang, so a forgotten fault cannot block a test run for long. */
  maxHangMs: number;
}

export const defaultMercadoLibreSettings: MercadoLibreSettings = {
  accessTokenSeconds: 21_600,
  refreshTokenSeconds: 180 * 24 * 3600,
  authorizationCodeSeconds: 600,
  requestsPerSecond: 50,
  sendRetryAfter: true,
  webhookMaxAttempts: 8,
  webhookRetryBaseMs: 5_000,
  webhookAckTimeoutMs: 500,
  webhookDropRate: 0,
  webhookDuplicateRate: 0,
  deleteAfterCloseConflictMs: 0,
  scrollSeconds: 300,
  maxHangMs: 60_000,
  pictureFetchTimeoutMs: 0,
};
