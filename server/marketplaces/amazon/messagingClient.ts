import type { AxiosInstance } from 'axios';
import { type ClientConfiguration, createAxiosInstance, type RateLimit } from '@sp-api-sdk/common';

/** One link of the HAL answer of `getMessagingActionsForOrder`. */
interface LinkObject {
  href: string;
  name?: string;
}

/** `GET /messaging/v1/orders/{amazonOrderId}`: the messages the seller may send about the order. */
export interface GetMessagingActionsForOrderResponse {
  _links?: { self: LinkObject; actions: LinkObject[] };
  _embedded?: { actions: Array<{ _links: { self: LinkObject; schema: LinkObject }; name: string }> };
}

/** Amazon's default usage plans of the two operations, for the retry of a 429 that names no rate. */
const messagingRateLimits: RateLimit[] = [
  { method: 'get', urlRegex: /^\/messaging\/v1\/orders\/[^/]*$/, rate: 1, burst: 5 },
  { method: 'post', urlRegex: /^\/messaging\/v1\/orders\/[^/]*\/messages\/unexpectedProblem$/, rate: 1, burst: 5 },
];

/**
 * The Messaging API (v1), which Amazon publishes no SDK package of. It is built the way the SDK
 * builds its clients: the same axios instance from `@sp-api-sdk/common` (access token header,
 * paced 429 retries, SP-API errors) and the same `basePath` and `axios` fields, so `sdkClients`
 * points it at our base URL and puts it within the account's request budget like any other client.
 */
export class MessagingApiClient {
  basePath: string;
  readonly axios: AxiosInstance;

  constructor(configuration: ClientConfiguration) {
    const { axios, endpoint } = createAxiosInstance(configuration, messagingRateLimits);
    this.axios = axios;
    this.basePath = endpoint;
  }

  async getMessagingActionsForOrder(amazonOrderId: string, marketplaceIds: string[]): Promise<GetMessagingActionsForOrderResponse> {
    const answer = await this.axios.get<GetMessagingActionsForOrderResponse>(`${this.basePath}/messaging/v1/orders/${encodeURIComponent(amazonOrderId)}`, {
      params: { marketplaceIds: marketplaceIds.join(',') },
    });
    return answer.data;
  }

  /** Tells the buyer of an unexpected problem with the order (at most 2,000 characters); Amazon answers 201. */
  async createUnexpectedProblem(amazonOrderId: string, marketplaceIds: string[], text: string): Promise<void> {
    await this.axios.post(
      `${this.basePath}/messaging/v1/orders/${encodeURIComponent(amazonOrderId)}/messages/unexpectedProblem`,
      { text },
      {
        params: { marketplaceIds: marketplaceIds.join(',') },
      },
    );
  }
}
