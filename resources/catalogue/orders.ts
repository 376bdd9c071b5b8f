import { globalMarketplaces } from '../globalMarketplace';
import { salesChannelCodes } from '../inventory/channelListings';
import { declare } from '../types';

/**
 * The channels a sale can come from: the marketplaces we publish on, and those the global
 * marketplace's screens serve (Linio, Claro Shop), whose sales list is the orders of that channel.
 */
export const orderChannels = [...new Set([...salesChannelCodes, ...globalMarketplaces])];

export const orderLineItem = {
  product_id: { kind: 'reference', reference: 'productos', required: true },
  warehouse_id: { kind: 'reference', reference: 'almacenes', required: true },
  quantity: { kind: 'number', required: true, min: 0.001, max: 1e9 },
  unity_price: { kind: 'number', required: true, min: 0, max: 1e12 },
  /** Percent off the line. */
  discount: { kind: 'number', min: 0, max: 100, default: 0 },
  iva_rate: { kind: 'number', min: 0, max: 100, default: 16 },
} as const;

/** A marketplace sale's own statuses, channel-agnostic; each only moves forward (saleStatusRanks.ts on the server). */
export const saleStatuses = ['pending', 'paid', 'cancelled'] as const;
export const salePaymentStatuses = ['pending', 'rejected', 'approved', 'refunded'] as const;
export const saleShipmentStatuses = ['pending', 'handling', 'ready_to_ship', 'shipped', 'delivered', 'not_delivered', 'cancelled'] as const;
/** A sale's shipment statuses before it leaves: the seller still has it to prepare. */
const saleShipmentStatusesToPrepare = ['pending', 'handling', 'ready_to_ship'] as const;
/** Logistic types whose shipments the marketplace prepares from its own warehouse: MercadoLibre Full, Fulfilled by Amazon. */
const marketplaceFulfilledLogistics = ['fulfillment', 'AFN'] as const;
/** Whether a marketplace sale's stock is out of the warehouses: taken once, given back once. */
export const saleStockStates = ['none', 'taken', 'returned'] as const;
/**
 * What a sale's stock could not cover, as data the screen words in the reader's language: units
 * missing from every warehouse (by the product's name), or a line whose listing has no product.
 */
export type SaleStockWarning =
  | { readonly kind: 'shortage'; readonly units: number; readonly label: string }
  | { readonly kind: 'unlinked'; readonly title: string; readonly listing: string };
/** The moments of a sale's shipment the marketplace dates (each null until it happens). */
export const saleShipmentDateKinds = ['handling', 'ready_to_ship', 'shipped', 'first_visit', 'delivered', 'not_delivered', 'returned', 'cancelled'] as const;

/**
 * A customer order. `lines` in the body replaces all its lines (one request for the order form);
 * totals are computed by the server; `validate` takes the stock out of each line's warehouse.
 * A marketplace sale is an order too (`channel` set): written only by the inventory, once per
 * marketplace order (or pack), its stock following the marketplace's statuses.
 */
export const orders = declare({
  name: 'pedidos',
  table: 'orders',
  path: 'api/erp/orders/',
  key: 'rowid',
  fields: {
    ref: { kind: 'string', max: 64, unique: true, sortable: true },
    // Filterable: the orders list offers a customer's orders, as the customer's sheet lists them.
    client_id: { kind: 'reference', reference: 'clientes', required: true, onDelete: 'restrict', filterable: true },
    shipping_method: { kind: 'string', max: 64 },
    notes: { kind: 'text', max: 5000 },
    tracking_number: { kind: 'string', max: 64 },
    status: { kind: 'enum', values: ['draft', 'validated', 'cancelled'], default: 'draft', readOnly: true, filterable: true, sortable: true },
    subtotal: { kind: 'number', readOnly: true, money: true },
    tax: { kind: 'number', readOnly: true, money: true },
    total: { kind: 'number', readOnly: true, sortable: true, money: true },
    date_validated: { kind: 'datetime', readOnly: true },
    datec: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
    lines: { kind: 'json', virtual: true, max: 500, items: orderLineItem },
    /** The marketplace the sale came from; null for an order made in the ERP. */
    channel: { kind: 'enum', values: orderChannels, readOnly: true, filterable: true },
    channel_account_id: { kind: 'integer', readOnly: true, filterable: true },
    /** The marketplace's order id, or its pack id when several orders were bought together. */
    marketplace_order_id: { kind: 'string', max: 64, readOnly: true },
    /** Every marketplace order id of the sale, comma-separated (several for a pack). */
    marketplace_order_ids: { kind: 'string', max: 1000, readOnly: true },
    marketplace_status: { kind: 'enum', values: saleStatuses, readOnly: true, filterable: true },
    payment_status: { kind: 'enum', values: salePaymentStatuses, readOnly: true, filterable: true },
    shipment_status: { kind: 'enum', values: saleShipmentStatuses, readOnly: true, filterable: true },
    /** The marketplace's detail of the shipment status (`ready_to_print`, `in_transit`…): an open list, shown as words when known. */
    shipment_substatus: { kind: 'string', max: 64, readOnly: true },
    /** How the shipment reaches the carrier (`drop_off`, `cross_docking`…), as the marketplace names it. */
    logistic_type: { kind: 'string', max: 32, readOnly: true, filterable: true },
    /** The marketplace's tags of the sale (`paid`, `not_delivered`, `pack_order`…), every order's together. */
    order_tags: { kind: 'tags', readOnly: true },
    buyer_nickname: { kind: 'string', max: 128, readOnly: true },
    /** What the buyer has paid so far, every order of the sale together. */
    total_paid: { kind: 'number', readOnly: true, money: true },
    /** When each step of the shipment happened, by `saleShipmentDateKinds`; a step not reached is absent. */
    shipment_dates: { kind: 'json', readOnly: true },
    /** When the marketplace last changed the sale, as last applied: an older report never moves it back. */
    marketplace_updated: { kind: 'datetime', readOnly: true },
    stock_state: { kind: 'enum', values: saleStockStates, readOnly: true, filterable: true },
    /** What the sale could not take, each a `SaleStockWarning`, oldest first. */
    stock_warnings: { kind: 'json', readOnly: true },
    /** The same, as Spanish sentences: written by earlier versions, shown only for an order without `stock_warnings`. */
    stock_note: { kind: 'text', max: 5000, readOnly: true },
  },
  list: ['ref', 'client_id', 'status', 'channel', 'total', 'datec'],
  // A seller checking orders on a phone looks for who, where it stands, how much and when.
  card: ['client_id', 'status', 'total', 'datec'],
  search: ['ref', 'tracking_number', 'marketplace_order_id', 'marketplace_order_ids', 'buyer_nickname'],
  uniqueTogether: [['channel', 'marketplace_order_id']],
  sort: { field: 'rowid', order: 'DESC' },
  // Each marketplace's sales screen: its channel's orders, newest first.
  filteredSorts: [['channel', 'datec']],
  title: 'ref',
  // Where the lines, totals and validation are.
  opensSheet: true,
  filters: {
    /** Orders created at or after an instant: the home page's sales of the last days. */
    created_since: { kind: 'since', field: 'datec' },
    /**
     * The orders that count as sales (the home page's sales figures and the lists they open): the
     * validated ones. A draft is not sold yet and a cancelled one sold nothing; a marketplace sale is
     * recorded validated from the start (cancelled when the marketplace cancels it).
     */
    sold: { kind: 'cases', cases: [{ status: 'validated' }] },
    /** The orders made here, not sales a marketplace brought: the channel filter names only marketplaces. */
    made_in_erp: { kind: 'cases', cases: [{ channel: null }] },
    /**
     * What the seller still has to prepare and ship: validated ERP orders, and paid marketplace sales
     * whose shipment has not left, unless the marketplace ships them from its own warehouse.
     */
    to_prepare: {
      kind: 'cases',
      cases: [
        { status: 'validated', channel: null },
        {
          status: 'validated',
          marketplace_status: 'paid',
          shipment_status: saleShipmentStatusesToPrepare,
          logistic_type: { not: marketplaceFulfilledLogistics },
        },
      ],
    },
  },
  // The home page's sales cards opened the orders `not_cancelled` before they counted the sold ones: their old links list the sold ones.
  formerFilters: { not_cancelled: 'sold' },
});

/** One line of an order; `total_price` is quantity × unit price less the discount, before IVA. */
export const orderLines = declare({
  name: 'lineas_pedido',
  table: 'order_lines',
  path: 'api/erp/order-lines/',
  key: 'rowid',
  fields: {
    order_id: { kind: 'reference', reference: 'pedidos', required: true, onDelete: 'cascade' },
    ...orderLineItem,
    product_id: { ...orderLineItem.product_id, onDelete: 'restrict' },
    warehouse_id: { ...orderLineItem.warehouse_id, onDelete: 'restrict' },
    total_price: { kind: 'number', readOnly: true },
    /** A marketplace sale's line: the listing sold and its title there (the product may be unknown: no stock is taken). */
    listing_id: { kind: 'string', max: 64, readOnly: true },
    title: { kind: 'string', max: 255, readOnly: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  list: ['product_id', 'warehouse_id', 'quantity', 'unity_price', 'discount', 'iva_rate', 'total_price'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
});
