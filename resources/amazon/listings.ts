import { filteredListPath } from '../listLinks';
import type { ListingState } from '../inventory/channelListings';
import { listingSyncStates } from '../inventory/listingRules';
import type { RecordOf } from '../recordOf';
import type { FieldDeclaration } from '../types';
import { declare } from '../types';

/**
 * Where a listing stands on Amazon, in Amazon's words: `BUYABLE` (on sale), `DISCOVERABLE` (shown,
 * not buyable: no units), or `INVALID` when Amazon never accepted it (its issues say why).
 */
export const amazonListingStatuses = ['BUYABLE', 'DISCOVERABLE', 'INVALID'] as const;
export type AmazonListingStatus = (typeof amazonListingStatuses)[number];

/** Where buyers see a catalogue item on Amazon.com.mx: this followed by its ASIN. */
export const amazonProductPage = 'https://www.amazon.com.mx/dp/';

/** Where a listing in each status stands in the general publications list. */
export const listingStateOfAmazonStatus: Readonly<Record<AmazonListingStatus, ListingState>> = {
  BUYABLE: 'on_sale',
  DISCOVERABLE: 'not_buyable',
  INVALID: 'attention',
};

/** The answer to the listing's last submission (put or patch). */
export const amazonSubmissionStatuses = ['ACCEPTED', 'INVALID'] as const;

/** The product types a listing is submitted under; each asks Amazon for its own attributes. */
export const amazonProductTypes = ['PRODUCT', 'SHOES'] as const;

/** One issue of a submission, per attribute (`attribute` is empty when the issue concerns the whole listing). */
export interface AmazonListingIssue {
  attribute: string;
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
}

/**
 * An account's Amazon listing of one of our products. Amazon knows a listing by seller and SKU, and
 * the SKU is the product's `ref`. Written only by the Amazon feature: publish, patch and delete are
 * its own routes, the generic ones list and read.
 */
export const amazonListings = declare({
  name: 'publicaciones-amazon',
  table: 'amazon_listings',
  path: 'api/amazon/listings/',
  key: 'id',
  readOnly: true,
  fields: {
    account_id: { kind: 'integer', required: true, filterable: true },
    sku: { kind: 'string', required: true, max: 128, sortable: true },
    product_id: { kind: 'reference', reference: 'productos', required: true, filterable: true, onDelete: 'cascade' },
    /** Every Listings Items submission names the listing's product type. */
    product_type: { kind: 'string', required: true, max: 60, filterable: true },
    title: { kind: 'string', max: 200, sortable: true },
    brand: { kind: 'string', max: 100 },
    asin: { kind: 'string', max: 20 },
    status: { kind: 'enum', values: amazonListingStatuses, required: true, filterable: true, sortable: true },
    submission_status: { kind: 'enum', values: amazonSubmissionStatuses },
    /** The last submission's issues, per attribute (`AmazonListingIssue[]`). */
    issues: { kind: 'json' },
    /** Units and price Amazon last accepted from us, so the inventory pushes only what differs. */
    quantity: { kind: 'integer', min: 0, sortable: true },
    price: { kind: 'number', min: 0, sortable: true },
    /** Whether the listing shows the ERP's stock, as the inventory's last push found it. */
    sync_state: { kind: 'enum', values: listingSyncStates, readOnly: true },
    /** Units the ERP says the listing should show, by its rules, when last computed. */
    erp_quantity: { kind: 'integer', min: 0, readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    updated_at: { kind: 'datetime', readOnly: true, auto: 'updatedAt', sortable: true },
  },
  list: ['id', 'product_id', 'title', 'brand', 'product_type', 'quantity', 'sku', 'status'],
  uniqueTogether: [['account_id', 'sku']],
  search: ['sku', 'title', 'asin'],
  sort: { field: 'id', order: 'DESC' },
  title: 'title',
});

export type AmazonListing = RecordOf<typeof amazonListings>;

/** Where a listing opens in the browser: Amazon's list of listings searched by its SKU (the list has no sheet per listing). */
export const amazonListingPath = (sku: string) => filteredListPath('/amazon/publicaciones', { busqueda: sku });

/** What publishing a catalogue product asks for; the rest (title, code, price, units) comes from the product. */
export const amazonPublishFields = {
  product_id: { kind: 'integer', required: true, min: 1 },
  product_type: { kind: 'enum', values: amazonProductTypes, required: true },
  brand: { kind: 'string', max: 100 },
  account_id: { kind: 'integer', min: 1 },
} as const satisfies Record<string, FieldDeclaration>;

/** Bulk publishing: several catalogue products, all under one product type and brand. */
export const amazonPublishManyFields = {
  product_ids: { kind: 'reference', reference: 'productos', many: true, required: true, max: 20_000 },
  product_type: amazonPublishFields.product_type,
  brand: amazonPublishFields.brand,
  account_id: amazonPublishFields.account_id,
} as const satisfies Record<string, FieldDeclaration>;

/** Bulk units and price from the inventory: listings of one account. */
export const amazonOffersManyFields = {
  ids: { kind: 'reference', reference: 'publicaciones-amazon', many: true, required: true, max: 20_000 },
} as const satisfies Record<string, FieldDeclaration>;

/**
 * What a listing's edit may change on Amazon, at least one of them, and the version (`updated_at`)
 * the edit is based on: refused with 409 when another write came first.
 */
export const amazonListingPatchFields = {
  title: { kind: 'string', required: true, max: 200 },
  price: { kind: 'number', required: true, min: 0.01, max: 10_000_000 },
  quantity: { kind: 'integer', required: true, min: 0, max: 1_000_000 },
  updated_at: { kind: 'string', max: 40 },
} as const satisfies Record<string, FieldDeclaration>;

/** The Amazon listing routes beyond the generic list and read, relative to the site root. */
export const amazonListingApi = {
  publish: 'api/amazon/listings/publish',
  /** `PUT` (only the fields sent change) and `DELETE` on `{listing}{id}`. */
  listing: 'api/amazon/listings/',
  /** Bulk, each answering 202 with its task: `{ product_ids }` and `{ ids }`. */
  publishMany: 'api/amazon/listings/publish_multiple',
  offersFromInventory: 'api/amazon/listings/update_offers_multiple',
} as const;
