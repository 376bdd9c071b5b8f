import { type AmazonListing, amazonListingApi } from '../../../../resources/amazon/listings';
import type { TaskRecord } from '../../../../resources/tasks';
import type { HttpClient } from '../../../providers/httpClient';

/** What the seller chooses when publishing catalogue products; the rest comes from each product. */
export interface AmazonPublishChoice {
  readonly product_type: string;
  readonly brand?: string | null;
}

export interface AmazonListingChange {
  readonly title?: string;
  readonly price?: number;
  readonly quantity?: number;
  /** The version the edit is based on: the server refuses it when another write came first. */
  readonly updated_at?: string;
}

/** The Amazon listing calls of the dataProvider, one request each. */
export interface AmazonListingCalls {
  publishAmazonListing(productId: number, choice: AmazonPublishChoice): Promise<AmazonListing>;
  /** Several products at once: a task does the work. */
  publishAmazonListings(productIds: readonly number[], choice: AmazonPublishChoice): Promise<TaskRecord>;
  patchAmazonListing(id: number, change: AmazonListingChange): Promise<AmazonListing>;
  deleteAmazonListing(id: number): Promise<void>;
  /** The inventory's stock and price of these listings, in one feed: a task does the work. */
  updateAmazonOffers(ids: readonly number[]): Promise<TaskRecord>;
}

export const createAmazonListingCalls = (http: HttpClient): AmazonListingCalls => ({
  async publishAmazonListing(productId, choice) {
    return (await http.request<AmazonListing>(`/${amazonListingApi.publish}`, { method: 'POST', body: { product_id: productId, ...choice } })).json;
  },
  async publishAmazonListings(productIds, choice) {
    return (await http.request<TaskRecord>(`/${amazonListingApi.publishMany}`, { method: 'POST', body: { product_ids: productIds, ...choice } })).json;
  },
  async patchAmazonListing(id, change) {
    return (await http.request<AmazonListing>(`/${amazonListingApi.listing}${id}`, { method: 'PUT', body: change })).json;
  },
  async deleteAmazonListing(id) {
    await http.request(`/${amazonListingApi.listing}${id}`, { method: 'DELETE' });
  },
  async updateAmazonOffers(ids) {
    return (await http.request<TaskRecord>(`/${amazonListingApi.offersFromInventory}`, { method: 'POST', body: { ids } })).json;
  },
});
