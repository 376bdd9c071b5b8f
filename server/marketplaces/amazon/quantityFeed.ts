import { ApiError } from '../../http/errors';
import { offerPatches } from './listingOffer';
import type { SdkClients } from './sdkClients';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

export interface QuantityUpdate {
  sku: string;
  productType: string;
  quantity: number;
  /** The price too, when given. */
  price?: number;
}

/** One message per listing: its `fulfillment_availability` (and price, when given) replaced, as a Listings Items patch would. */
export function quantityFeedDocument(sellerId: string, updates: readonly QuantityUpdate[]) {
  return {
    header: { sellerId, version: '2.0', issueLocale: 'es_MX' },
    messages: updates.map((update, index) => ({
      messageId: index + 1,
      sku: update.sku,
      operationType: 'PATCH',
      productType: update.productType,
      patches: offerPatches({ quantity: update.quantity, price: update.price }),
    })),
  };
}

/**
 * Many quantities in three SP-API requests instead of one per listing: the feed document is created,
 * uploaded to its pre-signed URL (storage, not SP-API), and submitted as a `JSON_LISTINGS_FEED`.
 * Answers the feed id to follow with `getFeed`.
 */
export async function submitQuantityFeed(
  clients: SdkClients,
  sellerId: string,
  marketplaceId: string,
  updates: readonly QuantityUpdate[],
  timeoutMs: number,
): Promise<string> {
  const contentType = 'application/json; charset=UTF-8';
  const { data: document } = await clients.feeds.createFeedDocument({ body: { contentType } });
  const upload = await fetch(document.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: JSON.stringify(quantityFeedDocument(sellerId, updates)),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Amazon's storage refusing the document is an outage to wait out (502), said as the seller reads a task's reason.
  if (!upload.ok) {
    const reason = `HTTP ${upload.status}`;
    throw new ApiError(502, 'marketplace_unreachable', `Amazon no aceptó el documento del feed: ${reason}`).worded('marketplace_answered', {
      marketplace: marketplaceSpokenNames.amazon,
      reason,
    });
  }
  const { data: feed } = await clients.feeds.createFeed({
    body: { feedType: 'JSON_LISTINGS_FEED', marketplaceIds: [marketplaceId], inputFeedDocumentId: document.feedDocumentId },
  });
  return feed.feedId;
}
