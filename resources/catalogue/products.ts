import { declare } from '../types';
import { derivedPrices } from './priceRule';
import { authorshipFields } from './productFields/authorship';
import { codeFields } from './productFields/codes';
import { extraFields } from './productFields/extras';
import { identityFields } from './productFields/identity';
import { measureFields } from './productFields/measures';
import { pricingFields } from './productFields/pricing';
import { stockFields } from './productFields/stock';

/**
 * The ERP product. Its related collections are resources of their own with a `product_id`
 * reference (see productLinks.ts and productPrices.ts), shown as reference lists.
 */
export const products = declare({
  name: 'productos',
  table: 'products',
  path: 'api/platform/products/',
  key: 'rowid',
  fields: {
    ...identityFields,
    ...pricingFields,
    ...authorshipFields,
    ...codeFields,
    ...measureFields,
    ...stockFields,
    ...extraFields,
  },
  list: ['ref', 'label', 'price', 'price_ttc', 'stock', 'tosell', 'tobuy'],
  listFields: [
    'ref',
    'label',
    'barcode',
    'price',
    'price_ttc',
    'price_base_type',
    'tva_tx',
    'stock',
    'seuil_stock_alerte',
    'tosell',
    'tobuy',
    'hidden',
    'fk_product_type',
    'fk_default_warehouse',
    'images',
    'datec',
    'tms',
  ],
  search: ['ref', 'label', 'barcode', 'description'],
  fullTextSearch: true,
  countRows: true,
  sort: { field: 'rowid', order: 'DESC' },
  title: 'label',
  filters: {
    category: { kind: 'related', resource: 'producto_categorias', via: 'product_id', match: 'category_id', carries: ['tosell'] },
    warehouse: {
      kind: 'related',
      resource: 'producto_stock',
      via: 'product_id',
      match: 'warehouse_id',
      positive: 'quantity',
      broad: true,
      carries: ['stock_alert'],
    },
    stock_alert: { kind: 'compare', field: 'stock', op: '<', other: 'seuil_stock_alerte' },
  },
  derived: derivedPrices,
});
