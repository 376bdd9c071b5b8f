import type { ListingSyncState } from '../../../resources/inventory/listingRules';
import type { Executor } from '../../crud/hooks';
import type { ChannelListing, ListingChange, SalesChannel, SalesChannels } from '../salesChannels';
import { type ListingKey, ListingStore, type StoredListing, unconfiguredListing } from './listingStore';
import { beyondGuardrail, priceShown, quantityShown } from './listingTargets';

/** A push that could not be done now and should be tried again (a rate limit, an outage). */
export interface PushDeferred {
  reason: string;
  retryAfterMs?: number;
}

/** What one listing should show: by its rules, from its product's stock and price. */
export interface ListingTarget {
  quantity: number;
  price: number;
}

interface ProductNumbers {
  stock: number;
  price: number;
}

/**
 * Whether a value must be sent: the marketplace shows another, or the last push sent another (what
 * the marketplace shows is only as fresh as its last notification). A listing never pushed that
 * already shows the value needs nothing.
 */
const differs = (target: number, shown: number | null, pushed: number | null) => target !== shown || (pushed !== null && target !== pushed);

const keyOf = (listing: ChannelListing): ListingKey => ({ channel: listing.channel, listingId: listing.listingId });
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Products' stock and the price their listings follow (with taxes when they have it), by id; a deleted product is absent. */
async function productNumbersOf(db: Executor, productIds: readonly number[]): Promise<Map<number, ProductNumbers>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['rowid', 'stock', 'price', 'price_ttc'])
    .where('rowid', 'in', [...productIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.rowid), { stock: Number(row.stock ?? 0), price: Number(row.price_ttc ?? row.price ?? 0) }]));
}

export const productNumbers = async (db: Executor, productId: number): Promise<ProductNumbers | undefined> =>
  (await productNumbersOf(db, [productId])).get(productId);

export const targetOf = (product: ProductNumbers, rules: StoredListing): ListingTarget => ({
  quantity: quantityShown(product.stock, rules),
  price: priceShown(product.price, rules),
});

/**
 * Tells every live listing of a product, on every channel, what it should show: only what differs
 * from the last push or from what the marketplace shows, a price beyond the guardrail held until
 * confirmed. Each channel paces its own requests per account.
 */
export class ListingPusher {
  readonly store: ListingStore;

  constructor(
    private readonly db: Executor,
    private readonly channels: SalesChannels,
  ) {
    this.store = new ListingStore(db);
  }

  /**
   * Pushes the listings of these products, read together; answers each product's push, which tells
   * why it must be tried again when one of its listings could not be told for now.
   */
  async pushProducts(productIds: readonly number[]): Promise<Map<number, Promise<PushDeferred | undefined>>> {
    const products = await productNumbersOf(this.db, productIds);
    const listings = (await this.channels.listingsOfProducts(this.db, productIds)).filter((listing) => listing.live);
    const records = await this.store.many(listings.map(keyOf));
    const pushes = new Map<number, Promise<PushDeferred | undefined>>();
    for (const productId of productIds) {
      const product = products.get(productId);
      const own = listings.filter((listing) => listing.productId === productId);
      // A product deleted since its change was recorded has nothing left to push.
      const outcomes = product
        ? own.map((listing) => {
            const record = records.get(`${listing.channel} ${listing.listingId}`) ?? unconfiguredListing;
            return this.pushListing(listing, targetOf(product, record), record);
          })
        : [];
      pushes.set(
        productId,
        Promise.all(outcomes).then((answers) => answers.find((answer) => answer !== undefined)),
      );
    }
    return pushes;
  }

  /**
   * Pushes one listing's stock now, by the same rules, whatever was pushed before (the seller's
   * "sync stock"): never more than the ERP has. Throws the channel's failure.
   */
  async pushStockNow(listing: ChannelListing): Promise<void> {
    const channel = this.channels.get(listing.channel);
    const product = await productNumbers(this.db, listing.productId);
    if (!channel || !product) return;
    const target = targetOf(product, await this.store.get(keyOf(listing)));
    const shown = await channel.updateListing(listing, { availableQuantity: target.quantity });
    await this.store.set(keyOf(listing), { pushed_quantity: target.quantity, pushed_at: new Date().toISOString(), error: null });
    await this.recordSync(channel, listing, shown.availableQuantity === target.quantity ? 'in_sync' : 'out_of_sync', target);
  }

  private async pushListing(listing: ChannelListing, target: ListingTarget, record: StoredListing): Promise<PushDeferred | undefined> {
    const channel = this.channels.get(listing.channel);
    if (!channel) return undefined;
    const change: ListingChange = {};
    if (differs(target.quantity, listing.availableQuantity, record.pushed_quantity)) change.availableQuantity = target.quantity;
    if (differs(target.price, listing.price, record.pushed_price)) {
      const allowed = record.confirmed_price === target.price || !beyondGuardrail(listing.price, target.price, record.guardrail_percent);
      if (allowed) change.price = target.price;
      else await this.hold(channel, listing, record, target.price);
    }
    if (change.availableQuantity === undefined && change.price === undefined) {
      await this.recordSync(channel, listing, listing.availableQuantity === target.quantity ? 'in_sync' : 'out_of_sync', target);
      return undefined;
    }
    try {
      const shown = await channel.updateListing(listing, change);
      await this.store.set(keyOf(listing), {
        ...(change.availableQuantity !== undefined ? { pushed_quantity: change.availableQuantity } : {}),
        ...(change.price !== undefined ? { pushed_price: change.price, held_price: null, confirmed_price: null } : {}),
        pushed_at: new Date().toISOString(),
        error: null,
      });
      await this.recordSync(channel, listing, shown.availableQuantity === target.quantity ? 'in_sync' : 'out_of_sync', target);
      return undefined;
    } catch (error) {
      if (channel.isTransient?.(error)) {
        await this.recordSync(channel, listing, 'pending', target);
        return { reason: reasonOf(error), retryAfterMs: (error as { retryAfterMs?: number }).retryAfterMs };
      }
      // Refused for good (the marketplace's reason is kept): retrying would be refused again.
      await this.store.set(keyOf(listing), { error: reasonOf(error) });
      await this.recordSync(channel, listing, 'out_of_sync', target);
      return undefined;
    }
  }

  /** A price beyond the guardrail: kept for the seller to confirm, noted in the listing's history once. */
  private async hold(channel: SalesChannel, listing: ChannelListing, record: StoredListing, price: number): Promise<void> {
    if (record.held_price === price) return;
    await this.store.set(keyOf(listing), { held_price: price, confirmed_price: null });
    await channel.notePriceHeld?.(listing, price);
  }

  private async recordSync(channel: SalesChannel, listing: ChannelListing, state: ListingSyncState, target: ListingTarget): Promise<void> {
    await channel.recordSync?.(this.db, listing, { state, erpQuantity: target.quantity });
  }
}
