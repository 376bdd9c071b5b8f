import type { AxiosInstance } from 'axios';
import { type ClientConfiguration, createAxiosInstance, type RateLimit } from '@sp-api-sdk/common';

/** One entry of `getMarketplaceParticipations`: a marketplace the seller sells in, and its store's name there. */
export interface MarketplaceParticipation {
  marketplace: { id: string; name: string; countryCode: string; defaultCurrencyCode: string; defaultLanguageCode: string; domainName: string };
  participation: { isParticipating: boolean; hasSuspendedListings: boolean };
  storeName?: string;
}

/** Amazon's default usage plan of the operation, for the retry of a 429 that names no rate. */
const sellersRateLimits: RateLimit[] = [{ method: 'get', urlRegex: /^\/sellers\/v1\/marketplaceParticipations$/, rate: 0.016, burst: 15 }];

/**
 * The Sellers API (v1), whose SDK package the registry this project installs from does not carry.
 * Built as `MessagingApiClient` is: the SDK's own axios instance from `@sp-api-sdk/common` and the
 * same `basePath` and `axios` fields, so `sdkClients` treats it like any other client.
 */
export class SellersApiClient {
  basePath: string;
  readonly axios: AxiosInstance;

  constructor(configuration: ClientConfiguration) {
    const { axios, endpoint } = createAxiosInstance(configuration, sellersRateLimits);
    this.axios = axios;
    this.basePath = endpoint;
  }

  async getMarketplaceParticipations(): Promise<MarketplaceParticipation[]> {
    const answer = await this.axios.get<{ payload?: MarketplaceParticipation[] }>(`${this.basePath}/sellers/v1/marketplaceParticipations`);
    return answer.data.payload ?? [];
  }
}
