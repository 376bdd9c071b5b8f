import type { AxiosInstance } from 'axios';
import type { SellingPartnerApiAuth } from '@sp-api-sdk/auth';
import { CatalogItemsApiClient } from '@sp-api-sdk/catalog-items-api-2022-04-01';
import { ListingsItemsApiClient } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { OrdersApiClient } from '@sp-api-sdk/orders-api-v0';

type ClientConfiguration = ConstructorParameters<typeof OrdersApiClient>[0];

export interface SdkClientOptions {
  auth: SellingPartnerApiAuth;
  /** The SP-API host: https://sellingpartnerapi-na.amazon.com, or the sandbox's. */
  baseUrl: string;
  /** Awaited before every HTTP attempt the client makes (retries included): the account's request budget. */
  beforeRequest: () => Promise<void>;
  /** The SDK's own retry of 429s, paced by `x-amzn-RateLimit-Limit`. */
  retryThrottled: boolean;
}

/**
 * An SDK client as shipped (its auth header, usage-plan retries and errors) at our base URL. The
 * SDK derives the host from the region only; the generated API classes read it from `basePath` on
 * every call, so setting that field is the one change that lets them reach the sandbox.
 */
function sdkClient<T>(Client: new (configuration: ClientConfiguration) => T, options: SdkClientOptions): T {
  const client = new Client({ auth: options.auth, region: 'na', userAgent: 'backoffice/1.0 (Language=TypeScript)', rateLimiting: { retry: options.retryThrottled } });
  const internals = client as unknown as { basePath: string; axios: AxiosInstance };
  internals.basePath = options.baseUrl;
  internals.axios.interceptors.request.use(async (config) => {
    await options.beforeRequest();
    return config;
  });
  return client;
}

/** The SP-API clients one account calls through. */
export function sdkClients(options: SdkClientOptions) {
  return {
    listings: sdkClient(ListingsItemsApiClient, options),
    catalog: sdkClient(CatalogItemsApiClient, options),
    orders: sdkClient(OrdersApiClient, options),
  };
}

export type SdkClients = ReturnType<typeof sdkClients>;
