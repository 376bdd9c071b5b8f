import type { ListingSyncState } from '../../resources/inventory/listingRules';
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

/** What the inventory found of a listing's stock: the channel keeps it on its record, for its list to show and filter. */
export interface ListingSync {
  state: ListingSyncState;
  /** Units the ERP says the listing should show, by its rules. */
  erpQuantity: number;
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
  /** One listing linked to a product, by the marketplace's id, when our records know it. */
  findListing?(db: Executor, listingId: string): Promise<ChannelListing | undefined>;
  /** Whether a failure of `updateListing` may succeed later (rate limit, outage): the push is then tried again. */
  isTransient?(error: unknown): boolean;
  /** Keeps the drift state on the channel's record of the listing. */
  recordSync?(db: Executor, listing: ChannelListing, sync: ListingSync): Promise<void>;
  /** Notes in the listing's history a price the guardrail held back. */
  notePriceHeld?(listing: ChannelListing, price: number): Promise<void>;
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
