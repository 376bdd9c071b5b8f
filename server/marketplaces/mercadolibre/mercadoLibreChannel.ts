import type { PublicationStatus } from '../../../resources/mercadolibre/publicationStatuses';
import type { ChannelListing, ListingChange, SalesChannel } from '../../inventory/salesChannels';
import { type MercadoLibreItem, publicationFromItem } from './itemMapping';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { changeStatus } from './publicationStatusActions';
import { answering } from './routeSupport';

/** Statuses in which an item is still offered to buyers. */
const liveStatuses: readonly PublicationStatus[] = ['published', 'paused', 'under_review'];

/** MercadoLibre as a sales channel of the inventory. */
export function mercadoLibreChannel(feature: MercadoLibreFeature): SalesChannel {
  return {
    code: 'mercadolibre',
    requestsPerSecond: feature.connector.config.requestsPerSecond,

    async listingsOfProducts(db, productIds) {
      const rows = await db
        .selectFrom('mercadolibre_publications')
        .select(['id', 'ml_id', 'account_id', 'product_id', 'title', 'status', 'available_quantity', 'price'])
        .where('product_id', 'in', [...productIds])
        .where('ml_id', 'is not', null)
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
    },

    async updateListing(listing, change) {
      const body: Record<string, number> = {};
      if (change.availableQuantity !== undefined) body.available_quantity = change.availableQuantity;
      if (change.price !== undefined) body.price = change.price;
      const item = await feature.connector.request<MercadoLibreItem>(listing.accountId, { method: 'PUT', path: `/items/${listing.listingId}`, body });
      const stored = await feature.publications.update(listing.recordId, publicationFromItem(item), { kind: 'stock_synced' });
      const shown: ListingChange = {};
      if (stored.available_quantity !== null && stored.available_quantity !== undefined) shown.availableQuantity = Number(stored.available_quantity);
      if (stored.price !== null && stored.price !== undefined) shown.price = Number(stored.price);
      return shown;
    },

    // A refusal or an outage reaches the caller (a product's delete) as our API's error: 422 or 502.
    async closeListings(listings) {
      await answering(async () => {
        for (const listing of listings) await changeStatus(feature, await feature.publications.get(listing.recordId), 'close', { rerun: true });
      });
    },
  };
}
