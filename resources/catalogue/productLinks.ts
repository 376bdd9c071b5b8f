import { declare } from '../types';

const product = { kind: 'reference', reference: 'productos', required: true, onDelete: 'cascade' } as const;

/** Many-to-many link between products and categories. */
export const productCategories = declare({
  name: 'producto_categorias',
  table: 'product_categories',
  path: 'api/platform/product-categories/',
  key: 'rowid',
  fields: {
    product_id: product,
    category_id: { kind: 'reference', reference: 'categorias', required: true, onDelete: 'cascade' },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  uniqueTogether: [['category_id', 'product_id']],
  list: ['product_id', 'category_id'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
});

/** Units of a product in one warehouse; the product's `stock` is their sum. */
export const productStock = declare({
  name: 'producto_stock',
  table: 'product_stock',
  path: 'api/platform/product-stock/',
  key: 'rowid',
  fields: {
    product_id: product,
    warehouse_id: { kind: 'reference', reference: 'almacenes', required: true, onDelete: 'restrict' },
    quantity: { kind: 'number', required: true, min: 0, max: 1e12, sortable: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  uniqueTogether: [
    ['warehouse_id', 'product_id'],
    ['product_id', 'warehouse_id'],
  ],
  list: ['product_id', 'warehouse_id', 'quantity'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
});

/** Label and description of a product in another language. */
export const productLanguages = declare({
  name: 'producto_idiomas',
  table: 'product_languages',
  path: 'api/platform/product-languages/',
  key: 'rowid',
  fields: {
    product_id: product,
    lang: { kind: 'string', required: true, max: 5, pattern: '^[a-z]{2}(_[A-Z]{2})?$', sortable: true },
    label: { kind: 'string', required: true, max: 255 },
    description: { kind: 'text', max: 20_000 },
    note: { kind: 'text', max: 20_000 },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  uniqueTogether: [['product_id', 'lang']],
  list: ['product_id', 'lang', 'label'],
  search: [],
  sort: { field: 'lang', order: 'ASC' },
  title: 'label',
});

/** Desired and alert stock of a product per warehouse, driving replenishment. */
export const productReplenishment = declare({
  name: 'producto_reposicion',
  table: 'product_replenishment',
  path: 'api/platform/product-replenishment/',
  key: 'rowid',
  fields: {
    product_id: product,
    warehouse_id: { kind: 'reference', reference: 'almacenes', required: true, onDelete: 'cascade' },
    desiredstock: { kind: 'number', min: 0, max: 1e12 },
    seuil_stock_alerte: { kind: 'number', min: 0, max: 1e12 },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  uniqueTogether: [['product_id', 'warehouse_id']],
  list: ['product_id', 'warehouse_id', 'desiredstock', 'seuil_stock_alerte'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
});

/** Contract lines naming the product (read-only here: contracts are another feature). */
export const productContractLines = declare({
  name: 'producto_lineas_contrato',
  table: 'product_contract_lines',
  path: 'api/platform/product-contract-lines/',
  key: 'rowid',
  readOnly: true,
  fields: {
    product_id: product,
    contract_ref: { kind: 'string', max: 64, sortable: true },
    description: { kind: 'text' },
    quantity: { kind: 'number' },
    price: { kind: 'number' },
    status: { kind: 'enum', values: [0, 4, 5], filterable: true },
    date_start: { kind: 'date', sortable: true },
    date_end: { kind: 'date' },
  },
  list: ['contract_ref', 'quantity', 'price', 'status', 'date_start', 'date_end'],
  search: [],
  sort: { field: 'rowid', order: 'DESC' },
  title: 'contract_ref',
});

/** Production orders that make the product (read-only here: manufacturing is another feature). */
export const productProductionOrders = declare({
  name: 'producto_ordenes_produccion',
  table: 'product_production_orders',
  path: 'api/platform/product-production-orders/',
  key: 'rowid',
  readOnly: true,
  fields: {
    product_id: product,
    ref: { kind: 'string', max: 64, sortable: true },
    quantity: { kind: 'number' },
    status: { kind: 'enum', values: ['draft', 'validated', 'in_progress', 'produced', 'cancelled'], filterable: true },
    date_start: { kind: 'date', sortable: true },
    date_end: { kind: 'date' },
  },
  list: ['ref', 'quantity', 'status', 'date_start', 'date_end'],
  search: [],
  sort: { field: 'rowid', order: 'DESC' },
  title: 'ref',
});
