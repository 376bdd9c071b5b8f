import type { Selectable } from 'kysely';
import type { Executor } from '../../crud/hooks';
import type { ChannelListing } from '../../inventory/salesChannels';
import type { ListingLinkRow } from './listingLinkTable';

type ListingLink = Selectable<ListingLinkRow>;

/** What a link records of a listing Amazon accepted. */
export interface ListingLinkValues {
  accountId: number;
  sku: string;
  productId: number;
  productType: string;
  quantity: number | null;
  price: number | null;
}

/**
 * The inventory's id of an Amazon listing: the account and the SKU, since two accounts list the
 * same product under the same SKU (its `ref`). The account id has no colon, so the first one splits it.
 */
export const listingIdOf = (accountId: number, sku: string) => `${accountId}:${sku}`;

function parseListingId(listingId: string): { accountId: number; sku: string } | undefined {
  const colon = listingId.indexOf(':');
  const accountId = Number(listingId.slice(0, colon));
  if (colon < 1 || !Number.isInteger(accountId)) return undefined;
  return { accountId, sku: listingId.slice(colon + 1) };
}

const asNumber = (value: number | null) => (value === null ? null : Number(value));

function channelListingOf(row: ListingLink): ChannelListing {
  return {
    channel: 'amazon',
    accountId: Number(row.account_id),
    listingId: listingIdOf(Number(row.account_id), row.sku),
    recordId: Number(row.id),
    productId: Number(row.product_id),
    title: row.sku,
    // A linked listing is on offer until we delete it on Amazon, which removes its link.
    live: true,
    availableQuantity: asNumber(row.quantity),
    price: asNumber(row.price),
  };
}

/** The links between our products and the accounts' Amazon listings. */
export const listingLinks = {
  async ofProducts(db: Executor, productIds: readonly number[]): Promise<ChannelListing[]> {
    const rows = await db
      .selectFrom('amazon_listings')
      .selectAll()
      .where('product_id', 'in', [...productIds])
      .orderBy('id')
      .execute();
    return rows.map(channelListingOf);
  },

  async find(db: Executor, listingId: string): Promise<ChannelListing | undefined> {
    const key = parseListingId(listingId);
    if (!key) return undefined;
    const row = await db.selectFrom('amazon_listings').selectAll().where('account_id', '=', key.accountId).where('sku', '=', key.sku).executeTakeFirst();
    return row && channelListingOf(row);
  },

  async get(db: Executor, id: number): Promise<ListingLink | undefined> {
    return db.selectFrom('amazon_listings').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Links the listing, or updates its link: one row per account and SKU however often it is recorded. */
  async record(db: Executor, values: ListingLinkValues): Promise<void> {
    const changed = {
      product_id: values.productId,
      product_type: values.productType,
      quantity: values.quantity,
      price: values.price,
      updated_at: new Date().toISOString(),
    };
    await db
      .insertInto('amazon_listings')
      .values({ account_id: values.accountId, sku: values.sku, ...changed })
      .onConflict((conflict) => conflict.columns(['account_id', 'sku']).doUpdateSet(changed))
      .execute();
  },

  /** What Amazon accepted of a patch: only the values it carried change. */
  async accepted(db: Executor, id: number, shown: { quantity?: number; price?: number }): Promise<void> {
    await db
      .updateTable('amazon_listings')
      .set({ ...shown, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.deleteFrom('amazon_listings').where('id', '=', id).execute();
  },
};
