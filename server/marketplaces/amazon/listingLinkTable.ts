import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * An account's listing of one of our products: Amazon knows a listing by seller and SKU, and the
 * SKU is the product's `ref`. Quantity and price are what Amazon last accepted from us, so the
 * inventory pushes only what differs.
 */
export const listingLinksTable = {
  table: 'amazon_listings',
  generatedKey: 'id',
  columns: {
    account_id: { type: 'integer', notNull: true, references: { column: 'amazon_accounts.id', onDelete: 'cascade' } },
    sku: { type: 'text', notNull: true },
    product_id: { type: 'integer', notNull: true },
    /** Every Listings Items patch names the listing's product type. */
    product_type: { type: 'text', notNull: true },
    quantity: { type: 'integer' },
    price: { type: 'number' },
    updated_at: { type: 'text', notNull: true },
  },
  uniqueConstraints: [{ name: 'amazon_listings_account_sku', columns: ['account_id', 'sku'] }],
  indexes: [{ name: 'amazon_listings_product', columns: ['product_id'] }],
} as const satisfies TableDeclaration;

export type ListingLinkRow = RowOf<typeof listingLinksTable>;

declare module '../../db/tables' {
  interface Tables {
    amazon_listings: ListingLinkRow;
  }
}
