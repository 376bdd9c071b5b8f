import type { ResourceDeclaration } from '../../resources';
import { clients } from '../../resources/catalogue/clients';
import { orders } from '../../resources/catalogue/orders';
import { products } from '../../resources/catalogue/products';
import { mercadoLibrePublications } from '../../resources/mercadolibre/publications';

/** What the global search can find, in the order the top bar shows it. */
export const searchKinds = ['product', 'order', 'customer', 'publication'] as const;
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
  /** The browser route of the record's page. */
  readonly route: (id: number) => string;
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
    subtitleFields: ['tracking_number'],
    route: (id) => `/pedidos/${id}/show`,
  },
  {
    kind: 'customer',
    resource: clients,
    exactFields: ['rfc', 'email'],
    titleField: 'name',
    subtitleFields: ['rfc', 'email'],
    route: (id) => `/clientes/${id}/show`,
  },
  {
    kind: 'publication',
    resource: mercadoLibrePublications,
    exactFields: ['ml_id'],
    titleField: 'title',
    subtitleFields: ['ml_id', 'sku'],
    route: (id) => `/mercadolibre/publicaciones/${id}`,
  },
];
