import type { AppContext } from '../../context';
import type { Executor, HooksFactory, RemoveContext } from '../../crud/hooks';
import { ApiError } from '../../http/errors';
import { type ChannelListing, salesChannels } from '../salesChannels';

/** The delete's option that closes the product's live listings first instead of refusing. */
export const closeListingsOption = 'close_listings';

const asksToClose = ({ options }: RemoveContext) => options[closeListingsOption] === true || options[closeListingsOption] === 'true';

const liveListingsOf = async (context: AppContext, db: Executor, productId: number) =>
  (await salesChannels(context).listingsOfProducts(db, [productId])).filter((listing) => listing.live);

const listingsInUse = (listings: readonly ChannelListing[]) =>
  new ApiError(
    409,
    'conflict',
    `No se puede eliminar: el producto tiene publicaciones activas (${listings.map((listing) => listing.listingId).join(', ')}); ciérrelas primero o elimínelo cerrándolas`,
    undefined,
    undefined,
    { listings: listings.map(({ channel, accountId, listingId, recordId, title }) => ({ channel, accountId, listingId, recordId, title })) },
  ).worded('product_has_listings', { listings: listings.map((listing) => listing.listingId).join(', ') });

/**
 * A product keeps its live listings from being deleted (they would be left selling a product the
 * ERP no longer has); asked to, the delete closes them on their marketplace first. The check runs
 * again inside the delete's transaction, so a listing linked meanwhile still stops it.
 */
export const productDeleteGuard: HooksFactory = (context) => ({
  async beforeRemove(id, removal) {
    if (!asksToClose(removal)) return;
    const live = await liveListingsOf(context, context.database.db, id);
    for (const channel of salesChannels(context).all()) {
      const ofChannel = live.filter((listing) => listing.channel === channel.code);
      if (ofChannel.length > 0) await channel.closeListings(ofChannel);
    }
  },
  async withinRemove(record, trx) {
    const live = await liveListingsOf(context, trx, Number(record.rowid));
    if (live.length > 0) throw listingsInUse(live);
  },
});
