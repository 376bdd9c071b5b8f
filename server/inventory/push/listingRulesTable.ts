import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * What the inventory keeps per listing of any channel: the seller's rules (units kept back, a
 * maximum, how the price follows the product's, the guardrail) and what was last pushed to it.
 * A listing without a row follows the defaults: no buffer, no maximum, the product's price, no guardrail.
 */
export const inventoryListingsTable = {
  table: 'inventory_listings',
  columns: {
    channel: { type: 'text', notNull: true },
    listing_id: { type: 'text', notNull: true },
    buffer: { type: 'integer', notNull: true, defaultTo: 0 },
    maximum: { type: 'integer' },
    price_rule: { type: 'text', notNull: true, defaultTo: 'same' },
    price_value: { type: 'number' },
    guardrail_percent: { type: 'number' },
    pushed_quantity: { type: 'integer' },
    pushed_price: { type: 'number' },
    pushed_at: { type: 'text' },
    /** A price the guardrail refused: pushed only once the seller confirms it. */
    held_price: { type: 'number' },
    /** The held price the seller confirmed: the next push sends it whatever the guardrail says. */
    confirmed_price: { type: 'number' },
    /** The last push's failure the marketplace gave, until a push succeeds. */
    error: { type: 'text' },
    /** The rules' version, moved by every save of the rules (null: never saved). */
    rules_version: { type: 'text' },
  },
  primaryKey: { name: 'pk_inventory_listings', columns: ['channel', 'listing_id'] },
} as const satisfies TableDeclaration;

export type InventoryListingRow = RowOf<typeof inventoryListingsTable>;

declare module '../../db/tables' {
  interface Tables {
    inventory_listings: InventoryListingRow;
  }
}
