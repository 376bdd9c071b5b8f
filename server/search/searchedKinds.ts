import type { ResourceDeclaration } from '../../resources';
import { amazonListingPath, amazonListings } from '../../resources/amazon/listings';
import { clients } from '../../resources/catalogue/clients';
import { orders } from '../../resources/catalogue/orders';
import { products } from '../../resources/catalogue/products';
import { publicationSheetPath } from '../../resources/mercadolibre/contract';
import { mercadoLibrePublications } from '../../resources/mercadolibre/publications';

/** What the global search can find, in the order the top bar shows it. */
export const searchKinds = ['product', 'order', 'customer', 'mercadolibre_publication', 'amazon_listing'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** How one kind of record is searched and shown in the top bar's results. */
export interface SearchedKind {
  readonly kind: SearchKind;
  readonly resource: ResourceDeclaration;
  /**
   * Fields holding whole codes (ref, barcode, RFC, MercadoLibre id), each unique or sortable and so
   * indexed: an exact value is found through its index and listed before the word matches.
   */
  readonly exactFields: readonly string[];
  readonly titleField: string;
  /** Shown under the title, joined, the empty ones left out. */
  readonly subtitleFields: readonly string[];
  /**
   * A field holding the marketplace buyer a record was made for (`channelBuyerKey`): the result
   * names the buyer's marketplace and id, which the browser words after the subtitle, so records
   * of one name (two buyers called alike) are told apart.
   */
  readonly buyerKeyField?: string;
  /** The browser route of the record's page, from its key and shown fields. */
  readonly route: (id: number, shown: Readonly<Record<string, unknown>>) => string;
}

export const searchedKinds: readonly SearchedKind[] = [
  {
    kind: 'product',
    resource: products,
    exactFields: ['barcode', 'ref'],
    titleField: 'label',
    subtitleFields: ['ref', 'barcode'],
    route: (id) => `/productos/ver/${id}`,
  },
  {
    kind: 'order',
    resource: orders,
    exactFields: ['ref'],
    titleField: 'ref',
    // A marketplace sale is named by the marketplace's order id and its buyer, as the seller knows it there.
    subtitleFields: ['marketplace_order_id', 'buyer_nickname', 'tracking_number'],
    route: (id) => `/pedidos/${id}/show`,
  },
  {
    kind: 'customer',
    resource: clients,
    exactFields: ['rfc', 'email'],
    titleField: 'name',
    subtitleFields: ['rfc', 'email', 'city'],
    buyerKeyField: 'channel_buyer_key',
    route: (id) => `/clientes/${id}/show`,
  },
  {
    kind: 'mercadolibre_publication',
    resource: mercadoLibrePublications,
    exactFields: ['ml_id'],
    titleField: 'title',
    subtitleFields: ['ml_id', 'sku'],
    route: publicationSheetPath,
  },
  {
    kind: 'amazon_listing',
    resource: amazonListings,
    exactFields: ['sku'],
    titleField: 'title',
    subtitleFields: ['sku', 'asin'],
    route: (_id, shown) => amazonListingPath(String(shown.sku)),
  },
];
