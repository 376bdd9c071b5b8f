import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { CatalogItemsApiClient } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import { FeedsApiClient } from '@sp-api-sdk/feeds-api-2021-06-30';
import { FinancesApiClient } from '@sp-api-sdk/finances-api-v0';
import { ListingsItemsApiClient } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { OrdersApiClient } from '@sp-api-sdk/orders-api-v0';
import { ReportsApiClient } from '@sp-api-sdk/reports-api-2021-06-30';
import type { AccountAuth } from './accountAuth';
import { MessagingApiClient } from './messagingClient';

type ClientConfiguration = ConstructorParameters<typeof OrdersApiClient>[0];

export interface SdkClientOptions {
  auth: AccountAuth;
  /** The SP-API host: https://sellingpartnerapi-na.amazon.com, or the sandbox's. */
  baseUrl: string;
  /** Awaited before every HTTP attempt the client makes (retries included): the account's request budget. */
  beforeRequest: () => Promise<void>;
  /** The SDK's own retry of 429s, paced by `x-amzn-RateLimit-Limit`. */
  retryThrottled: boolean;
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
    rateLimiting: { retry: options.retryThrottled },
  });
  const internals = client as unknown as { basePath: string; axios: AxiosInstance };
  internals.basePath = options.baseUrl;
  internals.axios.defaults.timeout = options.timeoutMs;
  internals.axios.interceptors.request.use(async (config) => {
    await options.beforeRequest();
    return config;
  });
  renewRefusedToken(internals.axios, options.auth);
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
  };
}

export type SdkClients = ReturnType<typeof sdkClients>;
