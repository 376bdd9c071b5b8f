import { declare } from '../types';
import { listingSyncStates } from './listingRules';

/** The marketplaces whose publications the general list shows, by their code. */
export const salesChannelCodes = ['mercadolibre', 'amazon'] as const;
export type SalesChannelCode = (typeof salesChannelCodes)[number];

/**
 * Where a publication stands, the same words on every marketplace: `on_sale` (buyers can buy it),
 * `not_buyable` (shown but not sold: paused, or no units), `attention` (the marketplace refused it,
 * or it waits for a correction or a review), `draft` (not sent yet), `ended` (closed or deleted).
 * Each marketplace maps its own statuses onto these.
 */
export const listingStates = ['on_sale', 'not_buyable', 'attention', 'draft', 'ended'] as const;
export type ListingState = (typeof listingStates)[number];

/**
 * A general publication's key: its record's key on its marketplace's table times this, plus the
 * marketplace's slot below, so the keys of every marketplace's records never meet.
 */
export const channelKeySpan = 10;
export const channelKeySlots: Readonly<Record<SalesChannelCode, number>> = { mercadolibre: 1, amazon: 2 };

/**
 * /publicaciones: every marketplace's publications in one list. Its table is a database view over the
 * marketplaces' own tables, each marketplace adding its rows; read-only, since each publication is
 * changed on its marketplace's own screens (`record_id` is its key there).
 */
export const channelListings = declare({
  name: 'publicaciones',
  table: 'channel_listings',
  view: true,
  path: 'api/publications/',
  key: 'id',
  readOnly: true,
  fields: {
    channel: { kind: 'enum', values: salesChannelCodes, required: true, filterable: true, sortable: true },
    record_id: { kind: 'integer', required: true },
    account_id: { kind: 'integer', filterable: true },
    /** The marketplace's id of the listing (MercadoLibre's item id, Amazon's SKU); empty while a draft. */
    listing_id: { kind: 'string', max: 128, sortable: true },
    product_id: { kind: 'integer', filterable: true },
    title: { kind: 'string', max: 200, sortable: true },
    /** The marketplace's own status code, said in words by that marketplace's labels. */
    status: { kind: 'string', max: 40 },
    state: { kind: 'enum', values: listingStates, required: true, filterable: true, sortable: true },
    price: { kind: 'number', sortable: true },
    available_quantity: { kind: 'integer', sortable: true },
    sync_state: { kind: 'enum', values: listingSyncStates, filterable: true },
    link: { kind: 'string', max: 500 },
    updated_at: { kind: 'datetime', readOnly: true, sortable: true },
  },
  list: ['channel', 'title', 'listing_id', 'state', 'price', 'available_quantity', 'updated_at'],
  search: ['title', 'listing_id'],
  sort: { field: 'updated_at', order: 'DESC' },
  title: 'title',
});
