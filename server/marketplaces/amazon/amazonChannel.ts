import type { Issue } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { ChannelListing, SalesChannel } from '../../inventory/salesChannels';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import { answering, mayPass } from './amazonErrors';
import { offerPatches } from './listingOffer';
import { listingLinks } from './listingLinks';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

const issuesText = (issues: readonly Issue[] | undefined) => (issues ?? []).map((issue) => `${issue.code}: ${issue.message}`).join('; ');

/** Amazon as a sales channel of the inventory: the accounts' listings linked to our products, patched through the connector. */
export function amazonChannel(context: AppContext, connector: AmazonConnector): SalesChannel {
  const db = context.database.db;

  /** The listing's account and link, both still there: a removed account or link leaves nothing to send. */
  const target = async (listing: ChannelListing) => {
    const account = await connector.accounts.get(listing.accountId);
    const link = await listingLinks.get(db, listing.recordId);
    if (!account || !link) {
      const sku = link?.sku ?? listing.listingId;
      throw new ApiError(404, 'not_found', `La publicación de Amazon ${sku} ya no está vinculada`).worded('amazon_publication_unlinked', { sku });
    }
    return { account, link, clients: await connector.clients(account) };
  };

  return {
    code: 'amazon',
    requestsPerSecond: connector.config.requestsPerSecond,

    listingsOfProducts: (executor, productIds) => listingLinks.ofProducts(executor, productIds),

    findListing: (executor, listingId) => listingLinks.find(executor, listingId),

    // Every request goes through the account's SDK clients, so within its budget; the SDK waits out a 429 itself.
    async updateListing(listing, change) {
      const { account, link, clients } = await target(listing);
      const shown = { quantity: change.availableQuantity, price: change.price };
      const { data: submission } = await clients.listings.patchListingsItem({
        sellerId: account.selling_partner_id,
        sku: link.sku,
        marketplaceIds: [mexicoMarketplaceId],
        body: { productType: link.product_type, patches: offerPatches(shown) },
      });
      if (submission.status !== 'ACCEPTED') {
        const reason = issuesText(submission.issues);
        throw new ApiError(422, 'marketplace_rejected', `Amazon rechazó la solicitud: ${reason}`).worded('marketplace_answered', {
          marketplace: marketplaceSpokenNames.amazon,
          reason,
        });
      }
      await listingLinks.accepted(db, link.id, {
        ...(shown.quantity !== undefined && { quantity: shown.quantity }),
        ...(shown.price !== undefined && { price: shown.price }),
      });
      // An accepted patch is what the listing offers from then on.
      return change;
    },

    // Throttling, an outage or no answer may pass; anything else Amazon refused would be refused again.
    isTransient: mayPass,

    recordSync: (executor, listing, sync) => listingLinks.recordSync(executor, listing.recordId, sync),

    // A refusal or an outage reaches the caller (a product's delete) as our API's error: 422 or 502.
    async closeListings(listings) {
      await answering(async () => {
        for (const listing of listings) {
          const { account, link, clients } = await target(listing);
          await clients.listings.deleteListingsItem({ sellerId: account.selling_partner_id, sku: link.sku, marketplaceIds: [mexicoMarketplaceId] });
          await listingLinks.remove(db, link.id);
        }
      });
    },
  };
}
