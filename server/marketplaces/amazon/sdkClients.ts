import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { CatalogItemsApiClient } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import { FeedsApiClient } from '@sp-api-sdk/feeds-api-2021-06-30';
import { FinancesApiClient } from '@sp-api-sdk/finances-api-v0';
import { ListingsItemsApiClient } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { OrdersApiClient } from '@sp-api-sdk/orders-api-v0';
import { ReportsApiClient } from '@sp-api-sdk/reports-api-2021-06-30';
import { withoutNul } from '../shared/marketplaceAnswer';
import type { AccountAuth } from './accountAuth';
import { MessagingApiClient } from './messagingClient';
import { SellersApiClient } from './sellersClient';
import { refuseLongWaits, type WaitLimits } from './throttleWait';

/** The most an SP-API answer may weigh: its largest pages are a few megabytes (report documents are downloaded apart). */
const largestAnswerBytes = 32 * 1024 * 1024;

type ClientConfiguration = ConstructorParameters<typeof OrdersApiClient>[0];

export interface SdkClientOptions {
  auth: AccountAuth;
  /** The SP-API host: https://sellingpartnerapi-na.amazon.com, or the sandbox's. */
  baseUrl: string;
  /** Awaited before every HTTP attempt the client makes (retries included): the account's request budget. */
  beforeRequest: () => Promise<void>;
  /** The SDK's own retry of 429s, paced by `x-amzn-RateLimit-Limit`, within these waits. */
  retryThrottled: boolean;
  retryWaits: WaitLimits;
  /** Of each attempt. */
  timeoutMs: number;
}

type Attempt = InternalAxiosRequestConfig & { tokenRenewed?: boolean };

/**
 * SP-API answers an expired or revoked access token with 403 (never 401). A token can end before
 * the time LWA announced (revoked, clock skew): the refused token is dropped and the call is sent
 * once more with a fresh one; a second 403 is a real refusal.
 */
function renewRefusedToken(axios: AxiosInstance, auth: AccountAuth): void {
  axios.interceptors.response.use(undefined, async (error: { config?: Attempt; response?: { status: number } }) => {
    const attempt = error.config;
    if (error.response?.status !== 403 || !attempt || attempt.tokenRenewed) throw error;
    auth.invalidate(String(attempt.headers['x-amz-access-token']));
    return axios.request({ ...attempt, tokenRenewed: true } as Attempt);
  });
}

/**
 * An SDK client as shipped (its auth header, usage-plan retries and errors) at our base URL. The
 * SDK derives the host from the region only; the generated API classes read it from `basePath` on
 * every call, so setting that field is the one change that lets them reach the sandbox.
 */
function sdkClient<T>(Client: new (configuration: ClientConfiguration) => T, options: SdkClientOptions): T {
  const client = new Client({
    auth: options.auth,
    region: 'na',
    userAgent: 'backoffice/1.0 (Language=TypeScript)',
    rateLimiting: { retry: options.retryThrottled, onRetry: refuseLongWaits(options.retryWaits) },
  });
  const internals = client as unknown as { basePath: string; axios: AxiosInstance };
  internals.basePath = options.baseUrl;
  internals.axios.defaults.timeout = options.timeoutMs;
  // An enormous answer is refused as it comes (no answer, a 502) rather than read whole into memory.
  internals.axios.defaults.maxContentLength = largestAnswerBytes;
  // axios-retry (inside the SDK) reads its options per request too: by default the wait before a
  // retry counts against the timeout, so a wait longer than it (getOrders: a minute) never retried.
  // The timeout is each attempt's instead; how long a wait may be is `retryWaits`' to say.
  (internals.axios.defaults as Record<string, unknown>)['axios-retry'] = { shouldResetTimeout: true };
  internals.axios.interceptors.request.use(async (config) => {
    await options.beforeRequest();
    return config;
  });
  renewRefusedToken(internals.axios, options.auth);
  // Every answer loses its NUL characters here, once: no column takes them (see withoutNul).
  internals.axios.interceptors.response.use((response) => ({ ...response, data: withoutNul(response.data) }));
  return client;
}

/** The SP-API clients one account calls through. */
export function sdkClients(options: SdkClientOptions) {
  return {
    listings: sdkClient(ListingsItemsApiClient, options),
    catalog: sdkClient(CatalogItemsApiClient, options),
    orders: sdkClient(OrdersApiClient, options),
    feeds: sdkClient(FeedsApiClient, options),
    finances: sdkClient(FinancesApiClient, options),
    reports: sdkClient(ReportsApiClient, options),
    messaging: sdkClient(MessagingApiClient, options),
    sellers: sdkClient(SellersApiClient, options),
  };
}

export type SdkClients = ReturnType<typeof sdkClients>;
