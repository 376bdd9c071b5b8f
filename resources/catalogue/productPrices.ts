import type { FieldDeclaration } from '../types';
import { declare } from '../types';
import { derivedPrices } from './priceRule';

const product = { kind: 'reference', reference: 'productos', required: true, onDelete: 'cascade' } as const;
const money = { kind: 'number', min: 0, max: 1e12, money: true } as const;

/** Same pricing rule as the product: the server derives `price_ttc` from `price` or the reverse. */
const priceFields = {
  price: { ...money, default: 0 },
  price_ttc: money,
  price_min: money,
  price_min_ttc: money,
  price_base_type: { kind: 'enum', values: ['HT', 'TTC'], default: 'HT' },
  tva_tx: { kind: 'number', min: 0, max: 100, default: 16 },
} satisfies Record<string, FieldDeclaration>;

/** Price levels of a product (level 1 is the general price list). */
export const productPrices = declare({
  name: 'producto_precios',
  table: 'product_prices',
  path: 'api/platform/product-prices/',
  key: 'rowid',
  fields: {
    product_id: product,
    price_level: { kind: 'integer', min: 1, max: 10, default: 1, sortable: true },
    ...priceFields,
    date_price: { kind: 'datetime', readOnly: true, auto: 'updatedAt', sortable: true },
  },
  uniqueTogether: [['product_id', 'price_level']],
  list: ['price_level', 'price', 'price_ttc', 'tva_tx', 'date_price'],
  search: [],
  sort: { field: 'price_level', order: 'ASC' },
  title: 'price_level',
  derived: derivedPrices,
});

/** A negotiated price for one customer. */
export const productCustomerPrices = declare({
  name: 'producto_precios_cliente',
  table: 'product_customer_prices',
  path: 'api/platform/product-customer-prices/',
  key: 'rowid',
  fields: {
    product_id: product,
    client_id: { kind: 'reference', reference: 'clientes', required: true, onDelete: 'cascade' },
    ref_customer: { kind: 'string', max: 128 },
    ...priceFields,
    date_price: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  uniqueTogether: [['product_id', 'client_id']],
  list: ['client_id', 'ref_customer', 'price', 'price_ttc'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
  derived: derivedPrices,
});

/** What a supplier charges for the product. */
export const productSupplierPrices = declare({
  name: 'producto_precios_proveedor',
  table: 'product_supplier_prices',
  path: 'api/platform/product-supplier-prices/',
  key: 'rowid',
  fields: {
    product_id: product,
    supplier: { kind: 'string', required: true, max: 255, sortable: true },
    ref_fourn: { kind: 'string', max: 128 },
    quantity: { kind: 'number', min: 0, max: 1e9, default: 1 },
    price: { ...money, required: true, sortable: true },
    unitprice: money,
    tva_tx: { kind: 'number', min: 0, max: 100, default: 16 },
    delivery_time_days: { kind: 'integer', min: 0, max: 3650 },
    barcode: { kind: 'string', max: 128 },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  list: ['supplier', 'ref_fourn', 'quantity', 'price', 'unitprice', 'delivery_time_days'],
  search: [],
  sort: { field: 'price', order: 'ASC' },
  title: 'ref_fourn',
});
