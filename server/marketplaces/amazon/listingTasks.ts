import { marketplaceCodes } from '../../../resources/notifications';
import { taskTypes } from '../../../resources/tasks';
import type { AppContext } from '../../context';
import type { AmazonConnector } from './amazonConnector';
import { mayPass } from './amazonErrors';
import { publishProduct } from './listingActions';
import { FeedPendingError, updateOffersByFeed } from './offerFeed';

export interface PublishItem {
  productId: number;
  productType: string;
  brand?: string | null;
}

export interface OffersItem {
  ids: number[];
}

/** Listings sent in one feed: one task item each, well within what a JSON_LISTINGS_FEED takes. */
const listingsPerFeed = 500;

/** The task sending the inventory's units and price of these listings of one account, one feed per 500 listings. */
export function createOffersTask(context: AppContext, accountId: number, ids: readonly number[], createdBy: number) {
  const items: OffersItem[] = [];
  for (let start = 0; start < ids.length; start += listingsPerFeed) items.push({ ids: ids.slice(start, start + listingsPerFeed) });
  return context.tasks.create({ type: taskTypes.updateAmazonOffers, accountId, marketplace: marketplaceCodes.amazon, items, createdBy });
}

/** Throttling, an outage, no answer or a feed still in processing may pass; a refusal would be refused again. */
function isTransient(error: unknown): boolean {
  return error instanceof FeedPendingError || mayPass(error);
}

/** Handlers of the Amazon bulk tasks: products listed one by one, offers of many listings in one feed per item. */
export function registerListingTasks(context: AppContext, connector: AmazonConnector): void {
  context.tasks.registerHandler<PublishItem, { listing_id: number; sku: string; status: string }>(taskTypes.publishAmazonListings, {
    // The account's request budget paces the puts; more in flight only queue on it.
    concurrency: 4,
    isTransient,
    async runItem(item, { task }) {
      const listing = await publishProduct(context, connector, { ...item.payload, accountId: task.accountId });
      return { listing_id: Number(listing.id), sku: listing.sku, status: listing.status };
    },
  });
  context.tasks.registerHandler<OffersItem, unknown>(taskTypes.updateAmazonOffers, {
    concurrency: 1,
    isTransient,
    runItem: (item, { task, signal }) => updateOffersByFeed(context, connector, Number(task.accountId), item.payload.ids, signal),
  });
}
