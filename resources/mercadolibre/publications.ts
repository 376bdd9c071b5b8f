import { listingSyncStates } from '../inventory/listingRules';
import type { RecordOf } from '../recordOf';
import { declare } from '../types';
import { publicationStatuses } from './publicationStatuses';

/** MercadoLibre's listing types a publication may use. */
export const listingTypes = ['gold_special', 'gold_pro', 'free'] as const;
export type ListingType = (typeof listingTypes)[number];

export const isListingType = (value: unknown): value is ListingType => listingTypes.some((type) => type === value);

/**
 * A MercadoLibre publication: our record of one listing (the Latin-American marketplace's
 * publication; `idMercado` → `ml_id`, `jsonML` → `ml_json`, `tittle` → `title`).
 * Created by `POST validate` (from a product) or by import; written only by the MercadoLibre
 * feature, so the generic routes are list / filtered list / get, and `PUT {id}` / `DELETE {id}`
 * are the feature's own (see resources/mercadolibre/README.md).
 */
export const mercadoLibrePublications = declare({
  name: 'publicaciones-mercadolibre',
  table: 'mercadolibre_publications',
  path: 'api/mercadolibre/publications/',
  key: 'id',
  readOnly: true,
  fields: {
    ml_id: { kind: 'string', max: 40, unique: true },
    product_id: { kind: 'reference', reference: 'productos', filterable: true },
    account_id: { kind: 'integer', filterable: true },
    title: { kind: 'string', max: 60, sortable: true },
    sku: { kind: 'string', max: 128, filterable: true },
    status: { kind: 'enum', values: publicationStatuses, required: true, filterable: true, sortable: true, default: 'to_be_published' },
    price: { kind: 'number', min: 0, sortable: true },
    available_quantity: { kind: 'integer', min: 0 },
    sold_quantity: { kind: 'integer', min: 0, sortable: true, default: 0 },
    category_id: { kind: 'string', max: 20, filterable: true },
    listing_type_id: { kind: 'enum', values: listingTypes, default: 'gold_special' },
    link: { kind: 'string', max: 500 },
    /** MercadoLibre's small picture of the listing, for the list's rows. */
    thumbnail: { kind: 'string', max: 500 },
    /** Whether the listing shows the ERP's stock (the inventory's drift monitor keeps it). */
    sync_state: { kind: 'enum', values: listingSyncStates, filterable: true },
    /** Units the ERP says the listing should show, by its rules, when last computed. */
    erp_quantity: { kind: 'integer', min: 0 },
    /** The last validation: `{ valid, errors: [{field, message}], warnings: [{field, message}], checked_at }`. */
    validations: { kind: 'json' },
    /** The item as MercadoLibre last returned it. */
    ml_json: { kind: 'json' },
    /** When MercadoLibre last changed the item (its `last_updated`): an older copy never overwrites a newer one. */
    ml_updated: { kind: 'string', max: 40 },
    created_at: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    updated_at: { kind: 'datetime', readOnly: true, auto: 'updatedAt', sortable: true },
  },
  list: ['id', 'product_id', 'title', 'sold_quantity', 'status', 'sku'],
  listFields: [
    'ml_id',
    'product_id',
    'account_id',
    'title',
    'sku',
    'status',
    'price',
    'available_quantity',
    'sold_quantity',
    'sync_state',
    'erp_quantity',
    'link',
    'thumbnail',
    'listing_type_id',
    'category_id',
    'updated_at',
  ],
  // A product has one draft per account: validating again reuses it, even when two validations race.
  uniqueWhileEmpty: [{ fields: ['account_id', 'product_id'], empty: 'ml_id' }],
  search: ['title', 'sku', 'ml_id'],
  fullTextSearch: true,
  // A notification's link searches the list by our id (or the MercadoLibre id).
  searchKey: true,
  sort: { field: 'id', order: 'DESC' },
  title: 'title',
});

/** A publication as the API answers it. */
export type MercadoLibrePublication = RecordOf<typeof mercadoLibrePublications>;
