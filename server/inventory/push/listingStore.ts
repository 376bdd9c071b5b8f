import type { Selectable, Updateable } from 'kysely';
import type { ListingRules, PriceRule } from '../../../resources/inventory/listingRules';
import type { Executor } from '../../crud/hooks';
import type { InventoryListingRow } from './listingRulesTable';
import { defaultRules } from './listingTargets';

/** One listing of one channel, as the inventory's table keys it. */
export interface ListingKey {
  channel: string;
  listingId: string;
}

type Row = Selectable<InventoryListingRow>;

export type StoredListing = ListingRules &
  Pick<Row, 'pushed_quantity' | 'pushed_price' | 'pushed_at' | 'held_price' | 'confirmed_price' | 'error' | 'rules_version'>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const fromRow = (row: Row | undefined): StoredListing => ({
  buffer: row ? Number(row.buffer) : defaultRules.buffer,
  maximum: numberOrNull(row?.maximum),
  price_rule: (row?.price_rule as PriceRule | undefined) ?? defaultRules.price_rule,
  price_value: numberOrNull(row?.price_value),
  guardrail_percent: numberOrNull(row?.guardrail_percent),
  pushed_quantity: numberOrNull(row?.pushed_quantity),
  pushed_price: numberOrNull(row?.pushed_price),
  pushed_at: row?.pushed_at ?? null,
  held_price: numberOrNull(row?.held_price),
  confirmed_price: numberOrNull(row?.confirmed_price),
  error: row?.error ?? null,
  rules_version: row?.rules_version ?? null,
});

/** The record of a listing never configured nor pushed. */
export const unconfiguredListing: StoredListing = fromRow(undefined);

type Settable = Omit<Updateable<InventoryListingRow>, 'channel' | 'listing_id'>;

/** The inventory's record of each listing: its rules and its last push. */
export class ListingStore {
  constructor(private readonly db: Executor) {}

  async get(key: ListingKey, db: Executor = this.db): Promise<StoredListing> {
    const row = await db
      .selectFrom('inventory_listings')
      .selectAll()
      .where('channel', '=', key.channel)
      .where('listing_id', '=', key.listingId)
      .executeTakeFirst();
    return fromRow(row);
  }

  /** The records of these listings that have one, by `channel listingId`. */
  async many(keys: readonly ListingKey[]): Promise<Map<string, StoredListing>> {
    const found = new Map<string, StoredListing>();
    for (const channel of new Set(keys.map((key) => key.channel))) {
      const ids = keys.filter((key) => key.channel === channel).map((key) => key.listingId);
      const rows = await this.db.selectFrom('inventory_listings').selectAll().where('channel', '=', channel).where('listing_id', 'in', ids).execute();
      for (const row of rows) found.set(`${channel} ${row.listing_id}`, fromRow(row));
    }
    return found;
  }

  /** Sets some of a listing's columns, creating its record with the defaults when it has none. */
  async set(key: ListingKey, values: Settable, db: Executor = this.db): Promise<void> {
    await db
      .insertInto('inventory_listings')
      .values({ channel: key.channel, listing_id: key.listingId, ...values })
      .onConflict((conflict) => conflict.columns(['channel', 'listing_id']).doUpdateSet(values))
      .execute();
  }

  /** Stores the rules and their new version (the caller's transaction decides it may). */
  saveRules = (key: ListingKey, rules: ListingRules, version: string, db?: Executor) => this.set(key, { ...rules, rules_version: version }, db);
}
