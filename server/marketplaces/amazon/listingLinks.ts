import { type Selectable, sql } from 'kysely';
import type { AmazonListingIssue, AmazonListingStatus } from '../../../resources/amazon/listings';
import type { Executor } from '../../crud/hooks';
import type { Tables } from '../../db/tables';
import { recordProductChanges } from '../../catalogue/stock/stockChangeOutbox';
import type { ChannelListing, ListingSync } from '../../inventory/salesChannels';

export type ListingLink = Selectable<Tables['amazon_listings']>;

/** What a submission Amazon answered records of a listing. */
export interface ListingLinkValues {
  accountId: number;
  sku: string;
  productId: number;
  productType: string;
  title: string | null;
  brand: string | null;
  quantity: number | null;
  price: number | null;
  issues: readonly AmazonListingIssue[];
  /** Amazon's catalogue item, when the answer named it. */
  asin?: string | null;
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

/** Amazon shows an accepted listing without units, but only sells one with units. */
export const statusOfOffer = (quantity: number | null): AmazonListingStatus => (quantity !== null && quantity > 0 ? 'BUYABLE' : 'DISCOVERABLE');

function channelListingOf(row: ListingLink): ChannelListing {
  return {
    channel: 'amazon',
    accountId: Number(row.account_id),
    listingId: listingIdOf(Number(row.account_id), row.sku),
    recordId: Number(row.id),
    productId: Number(row.product_id),
    title: row.title ?? row.sku,
    // A listing Amazon never accepted is not on Amazon: no stock or price reaches it.
    live: row.status !== 'INVALID',
    availableQuantity: asNumber(row.quantity),
    price: asNumber(row.price),
  };
}

const now = () => new Date().toISOString();

/** The links between our products and the accounts' Amazon listings, with each listing's last submission. */
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

  async bySku(db: Executor, accountId: number, sku: string): Promise<ListingLink | undefined> {
    return db.selectFrom('amazon_listings').selectAll().where('account_id', '=', accountId).where('sku', '=', sku).executeTakeFirst();
  },

  /** Links the listing Amazon accepted, or updates its link: one row per account and SKU however often it is recorded. */
  async record(db: Executor, values: ListingLinkValues): Promise<void> {
    const changed = {
      product_id: values.productId,
      product_type: values.productType,
      title: values.title,
      brand: values.brand,
      quantity: values.quantity,
      price: values.price,
      status: statusOfOffer(values.quantity),
      submission_status: 'ACCEPTED',
      issues: JSON.stringify(values.issues),
      ...(values.asin && { asin: values.asin }),
      updated_at: now(),
    } as const;
    const linked = await db
      .insertInto('amazon_listings')
      .values({ account_id: values.accountId, sku: values.sku, created_at: changed.updated_at, ...changed })
      .onConflict((conflict) => conflict.columns(['account_id', 'sku']).doUpdateSet(changed))
      .returning('sync_state')
      .executeTakeFirstOrThrow();
    // A listing the inventory never compared with its product's stock is compared now: its push records whether it shows it.
    if (linked.sync_state === null) await recordProductChanges(db, [values.productId]);
  },

  /**
   * A submission Amazon refused: its issues are kept for the seller to fix. A listing never accepted
   * is recorded as INVALID with what was sent; one on Amazon keeps what Amazon still offers.
   */
  async refused(db: Executor, values: ListingLinkValues): Promise<void> {
    const at = now();
    const tried = { product_type: values.productType, title: values.title, brand: values.brand, quantity: values.quantity, price: values.price };
    const answer = { submission_status: 'INVALID', issues: JSON.stringify(values.issues), updated_at: at } as const;
    await db
      .insertInto('amazon_listings')
      .values({ account_id: values.accountId, sku: values.sku, product_id: values.productId, status: 'INVALID', created_at: at, ...tried, ...answer })
      .onConflict((conflict) => conflict.columns(['account_id', 'sku']).doUpdateSet(answer))
      .execute();
    await db
      .updateTable('amazon_listings')
      .set(tried)
      .where('account_id', '=', values.accountId)
      .where('sku', '=', values.sku)
      .where('status', '=', 'INVALID')
      .execute();
  },

  /** What Amazon accepted of a patch: only the values it carried change. */
  async accepted(db: Executor, id: number, shown: { quantity?: number; price?: number; title?: string }): Promise<void> {
    await db
      .updateTable('amazon_listings')
      .set({
        ...shown,
        ...(shown.quantity !== undefined && { status: statusOfOffer(shown.quantity) }),
        submission_status: 'ACCEPTED',
        issues: '[]',
        updated_at: now(),
      })
      .where('id', '=', id)
      .execute();
  },

  /** Whether the listing shows the ERP's stock, as the inventory's last push (or an offers feed) found it. */
  async recordSync(db: Executor, id: number, sync: ListingSync): Promise<void> {
    await db.updateTable('amazon_listings').set({ sync_state: sync.state, erp_quantity: sync.erpQuantity }).where('id', '=', id).execute();
  },

  /**
   * Listings on Amazon the inventory never compared with their product's stock (linked before it
   * recorded that): their products are queued for a push, which records it. Only such rows, so it
   * runs on every start.
   */
  async compareNeverSynced(db: Executor): Promise<void> {
    const rows = await db
      .selectFrom('amazon_listings')
      .select('product_id')
      .distinct()
      .where('sync_state', 'is', null)
      .where('product_id', 'is not', null)
      .where('status', '!=', 'INVALID')
      .execute();
    await recordProductChanges(
      db,
      rows.map((row) => Number(row.product_id)),
    );
  },

  /** A patch Amazon refused: the listing stays as it was, with the refusal's issues. */
  async patchRefused(db: Executor, id: number, issues: readonly AmazonListingIssue[]): Promise<void> {
    await db
      .updateTable('amazon_listings')
      .set({ submission_status: 'INVALID', issues: JSON.stringify(issues), updated_at: now() })
      .where('id', '=', id)
      .execute();
  },

  /**
   * Rows written before listings had a status got none when the column was added, and showed a blank
   * one. A refused submission Amazon never named a catalogue item for (no ASIN) was never on Amazon:
   * INVALID; any other shows what its accepted units say, as `statusOfOffer`. Only rows without a
   * status change, so it runs on every start.
   */
  async fillMissingStatuses(db: Executor): Promise<void> {
    await db
      .updateTable('amazon_listings')
      .set({
        status: sql<AmazonListingStatus>`case when submission_status = 'INVALID' and asin is null then 'INVALID' when quantity > 0 then 'BUYABLE' else 'DISCOVERABLE' end`,
      })
      .where('status', 'is', null)
      .execute();
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.deleteFrom('amazon_listings').where('id', '=', id).execute();
  },
};
