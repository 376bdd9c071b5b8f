import type { PublicationStatus } from '../../../resources/mercadolibre/publicationStatuses';
import { liveStatuses } from './publicationRepository';
import type { Executor } from '../../crud/hooks';
import type { ChannelListing, ListingChange, SalesChannel } from '../../inventory/salesChannels';
import { type MercadoLibreItem, publicationFromItem } from './itemMapping';
import { isTransientMarketplaceError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { changeStatus } from './publicationStatusActions';
import { answering } from './routeSupport';

/** How a pushed value moved, as the history shows it. */
const fromTo = (before: number | null, after: number | undefined) => `${before ?? '—'} → ${after ?? '—'}`;

const listingColumns = ['id', 'ml_id', 'account_id', 'product_id', 'title', 'status', 'available_quantity', 'price'] as const;

/** Our publications listed on MercadoLibre (having an item id) and linked to one of the products or having one of the item ids. */
async function listingsWhere(db: Executor, column: 'product_id' | 'ml_id', values: readonly (number | string)[]): Promise<ChannelListing[]> {
  const rows = await db
    .selectFrom('mercadolibre_publications')
    .select([...listingColumns])
    .where('ml_id', 'is not', null)
    .where('product_id', 'is not', null)
    .where(column, 'in', [...values])
    .orderBy('id')
    .execute();
  return rows.map((row): ChannelListing => ({
    channel: 'mercadolibre',
    accountId: Number(row.account_id),
    listingId: String(row.ml_id),
    recordId: Number(row.id),
    productId: Number(row.product_id),
    title: String(row.title ?? ''),
    live: liveStatuses.includes(row.status as PublicationStatus),
    availableQuantity: row.available_quantity === null ? null : Number(row.available_quantity),
    price: row.price === null ? null : Number(row.price),
  }));
}

/** MercadoLibre as a sales channel of the inventory. */
export function mercadoLibreChannel(feature: MercadoLibreFeature): SalesChannel {
  return {
    code: 'mercadolibre',
    requestsPerSecond: feature.connector.config.requestsPerSecond,

    async listingsOfProducts(db, productIds) {
      return listingsWhere(db, 'product_id', productIds);
    },

    async findListing(db, listingId) {
      const [found] = await listingsWhere(db, 'ml_id', [listingId]);
      return found;
    },

    async updateListing(listing, change) {
      const body: Record<string, number> = {};
      if (change.availableQuantity !== undefined) body.available_quantity = change.availableQuantity;
      if (change.price !== undefined) body.price = change.price;
      const item = await feature.connector.request<MercadoLibreItem>(listing.accountId, { method: 'PUT', path: `/items/${listing.listingId}`, body });
      const stored = await feature.publications.update(listing.recordId, publicationFromItem(item));
      const shown: ListingChange = {};
      if (stored.available_quantity !== null && stored.available_quantity !== undefined) shown.availableQuantity = Number(stored.available_quantity);
      if (stored.price !== null && stored.price !== undefined) shown.price = Number(stored.price);
      const { events } = feature.publications;
      if (change.availableQuantity !== undefined)
        await events.record(listing.recordId, 'stock_pushed', stored.status, {
          message: fromTo(listing.availableQuantity, shown.availableQuantity),
          source: 'task',
        });
      if (change.price !== undefined)
        await events.record(listing.recordId, 'price_pushed', stored.status, { message: fromTo(listing.price, shown.price), source: 'task' });
      return shown;
    },

    isTransient: isTransientMarketplaceError,

    async recordSync(db, listing, sync) {
      await db
        .updateTable('mercadolibre_publications')
        .set({ sync_state: sync.state, erp_quantity: sync.erpQuantity })
        .where('id', '=', listing.recordId)
        .execute();
    },

    async notePriceHeld(listing, price) {
      const publication = await feature.publications.get(listing.recordId);
      await feature.publications.events.record(listing.recordId, 'price_held', publication.status, { message: fromTo(listing.price, price), source: 'task' });
    },

    // A refusal or an outage reaches the caller (a product's delete) as our API's error: 422 or 502.
    async closeListings(listings) {
      await answering(async () => {
        for (const listing of listings) await changeStatus(feature, await feature.publications.get(listing.recordId), 'close', { reachedIsDone: true });
      });
    },
  };
}
