import { declare } from '../types';

export const orderLineItem = {
  product_id: { kind: 'reference', reference: 'productos', required: true },
  warehouse_id: { kind: 'reference', reference: 'almacenes', required: true },
  quantity: { kind: 'number', required: true, min: 0.001, max: 1e9 },
  unity_price: { kind: 'number', required: true, min: 0, max: 1e12 },
  /** Percent off the line. */
  discount: { kind: 'number', min: 0, max: 100, default: 0 },
  iva_rate: { kind: 'number', min: 0, max: 100, default: 16 },
} as const;

/**
 * A customer order. `lines` in the body replaces all its lines (one request for the order form);
 * totals are computed by the server; `validate` takes the stock out of each line's warehouse.
 */
export const orders = declare({
  name: 'pedidos',
  table: 'orders',
  path: 'api/erp/orders/',
  key: 'rowid',
  fields: {
    ref: { kind: 'string', max: 64, unique: true, sortable: true },
    client_id: { kind: 'reference', reference: 'clientes', required: true, onDelete: 'restrict' },
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
  },
  list: ['ref', 'client_id', 'status', 'total', 'datec'],
  search: ['ref', 'tracking_number'],
  sort: { field: 'rowid', order: 'DESC' },
  title: 'ref',
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
  },
  list: ['product_id', 'warehouse_id', 'quantity', 'unity_price', 'discount', 'iva_rate', 'total_price'],
  search: [],
  sort: { field: 'rowid', order: 'ASC' },
  title: 'rowid',
});
