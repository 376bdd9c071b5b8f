export interface AmazonSettings {
  /** Lifetime of an LWA access token (Amazon: one hour); tests shorten it. */
  accessTokenSeconds: number;
  /** How long a `spapi_oauth_code` can be exchanged. */
  authorizationCodeSeconds: number;
  /** How long a feed waits in IN_QUEUE and then IN_PROGRESS (each half) before it is DONE. */
  feedProcessingMs: number;
  /** The same for a report: IN_QUEUE, then IN_PROGRESS, each half, before it is DONE with its document. */
  reportProcessingMs: number;
  /**
   * How long after it is posted a financial event is answered by listFinancialEvents, which refuses a PostedAfter or
   * PostedBefore later than that before the request (Amazon: two minutes); tests that read an event at once shorten it.
   */
  financialEventsLagMs: number;
}

export const defaultAmazonSettings: AmazonSettings = {
  accessTokenSeconds: 3600,
  authorizationCodeSeconds: 300,
  feedProcessingMs: 4000,
  reportProcessingMs: 4000,
  financialEventsLagMs: 120_000,
};

/** Amazon.com.mx, the only marketplace the sandbox's sellers take part in. */
export const mexicoMarketplaceId = 'A1AM78C64UM0Y8';
