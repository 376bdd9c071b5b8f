import type { AppContext } from '../context';
import type { Executor } from '../crud/hooks';

/** One listing of a product on one marketplace account, as the inventory sees every channel's. */
export interface ChannelListing {
  /** The channel's code: `mercadolibre`. */
  channel: string;
  accountId: number;
  /** The marketplace's id of the listing (`MLM1000000024`). */
  listingId: string;
  /** Our record of it on the channel's side (the publication's id), for links to its sheet. */
  recordId: number;
  productId: number;
  title: string;
  /** Still offered to buyers (published, paused or under review): stock and price reach it, and it keeps its product from being deleted. */
  live: boolean;
  /** What the marketplace last showed: units on offer and price. */
  availableQuantity: number | null;
  price: number | null;
}

/** What a listing is told: units on offer and, when its rule moves it, the price. */
export interface ListingChange {
  availableQuantity?: number;
  price?: number;
}

/**
 * What the inventory needs of a marketplace, so its rules (sales in, stock and price out, links,
 * deletes) are written once for every channel: each marketplace feature registers one of these.
 */
export interface SalesChannel {
  code: string;
  /** The listings linked to these products, live or not. */
  listingsOfProducts(db: Executor, productIds: readonly number[]): Promise<ChannelListing[]>;
  /** Sends the change to the marketplace; answers what the listing shows afterwards. Throws the marketplace's reason when refused. */
  updateListing(listing: ChannelListing, change: ListingChange): Promise<ListingChange>;
  /** Closes the listings on the marketplace (a product about to be deleted). */
  closeListings(listings: readonly ChannelListing[]): Promise<void>;
  /** Requests per second one account may spend: pushes are paced to fit in it. */
  requestsPerSecond: number;
}

/** The channels registered on one app. */
export class SalesChannels {
  private readonly byCode = new Map<string, SalesChannel>();

  register(channel: SalesChannel): void {
    this.byCode.set(channel.code, channel);
  }

  get(code: string): SalesChannel | undefined {
    return this.byCode.get(code);
  }

  all(): SalesChannel[] {
    return [...this.byCode.values()];
  }

  /** Every channel's listings of these products. */
  async listingsOfProducts(db: Executor, productIds: readonly number[]): Promise<ChannelListing[]> {
    if (productIds.length === 0) return [];
    const found = await Promise.all(this.all().map((channel) => channel.listingsOfProducts(db, productIds)));
    return found.flat();
  }
}

const registries = new WeakMap<AppContext, SalesChannels>();

/** The channels of the app built with this context: marketplace features register, the inventory reads. */
export function salesChannels(context: AppContext): SalesChannels {
  let channels = registries.get(context);
  if (!channels) {
    channels = new SalesChannels();
    registries.set(context, channels);
  }
  return channels;
}
