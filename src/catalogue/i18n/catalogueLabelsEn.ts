import type { catalogueLabelsEs } from './catalogueLabelsEs';
import type { Messages } from '../../i18n/messageShape';

/** English labels of the catalogue declarations besides the product (resources/catalogue/*). */
const productRef = { product_id: 'Product' };
const priceLabels = {
  price: 'Price', price_ttc: 'Price incl. VAT', price_min: 'Minimum price', price_min_ttc: 'Minimum price incl. VAT',
  price_base_type: 'Price basis', tva_tx: 'VAT rate (%)', date_price: 'Price date',
};
const baseTypes = { price_base_type: { HT: 'Before VAT', TTC: 'VAT included' } };
const warehouseStatus = { 0: 'Closed', 1: 'Open', 2: 'Internal moves only' };

export const catalogueLabelsEn: Messages<typeof catalogueLabelsEs> = {
  almacenes: {
    name: 'Warehouse |||| Warehouses',
    fields: {
      id: 'ID', ref: 'Reference', label: 'Name', description: 'Description', lieu: 'Place', address: 'Address', zip: 'Postal code',
      town: 'City', phone: 'Phone', fax: 'Fax', fk_parent: 'Parent warehouse', fk_project: 'Project', entity: 'Entity',
      ref_ext: 'External reference', statut: 'Status', status: 'Current status', country_id: 'Country', country_code: 'Country code',
      state_id: 'State or province', notes: 'Notes', datec: 'Created', tms: 'Last modified',
    },
    values: { statut: warehouseStatus, status: warehouseStatus },
  },
  categorias: {
    name: 'Category |||| Categories',
    fields: {
      id: 'ID', entity: 'Entity', fk_parent: 'Parent category', label: 'Name', ref_ext: 'External reference', type: 'Type',
      description: 'Description', color: 'Color', fk_soc: 'Company', visible: 'Visible', import_key: 'Import key',
      same_price: 'Same price', fk_members: 'Members',
    },
    values: {
      type: { 0: 'Product', 1: 'Supplier', 2: 'Customer', 3: 'Member', 4: 'Contact', 5: 'Account', 6: 'Project', 7: 'User', 8: 'Bank line', 9: 'Warehouse' },
    },
  },
  clientes: {
    name: 'Customer |||| Customers',
    fields: {
      id: 'ID', name: 'Name', phone: 'Phone', email: 'Email', address: 'Address', city: 'City', cp: 'Postal code',
      rfc: 'Tax ID (RFC)', client_code: 'Customer code', barcode: 'Barcode', state: 'State', datec: 'Created',
    },
  },
  pedidos: {
    name: 'Order |||| Orders',
    fields: {
      id: 'ID', ref: 'Reference', client_id: 'Customer', shipping_method: 'Shipping method', notes: 'Notes', tracking_number: 'Tracking number',
      status: 'Status', subtotal: 'Subtotal', tax: 'VAT', total: 'Total', date_validated: 'Validated on', datec: 'Date',
      tms: 'Last modified', lines: 'Lines',
    },
    values: { status: { draft: 'Draft', validated: 'Validated', cancelled: 'Cancelled' } },
  },
  lineas_pedido: {
    name: 'Order line |||| Order lines',
    fields: {
      id: 'ID', order_id: 'Order', product_id: 'Product', warehouse_id: 'Warehouse', quantity: 'Quantity', unity_price: 'Unit price',
      discount: 'Discount (%)', iva_rate: 'VAT (%)', total_price: 'Amount',
    },
  },
  producto_categorias: { name: 'Product category |||| Product categories', fields: { id: 'ID', ...productRef, category_id: 'Category' } },
  producto_stock: { name: 'Stock per warehouse |||| Stock per warehouse', fields: { id: 'ID', ...productRef, warehouse_id: 'Warehouse', quantity: 'Quantity', tms: 'Last modified' } },
  producto_precios: {
    name: 'Price level |||| Price levels',
    fields: { id: 'ID', ...productRef, price_level: 'Level', ...priceLabels },
    values: baseTypes,
  },
  producto_precios_cliente: {
    name: 'Customer price |||| Customer prices',
    fields: { id: 'ID', ...productRef, client_id: 'Customer', ref_customer: 'Customer reference', ...priceLabels },
    values: baseTypes,
  },
  producto_precios_proveedor: {
    name: 'Supplier price |||| Supplier prices',
    fields: {
      id: 'ID', ...productRef, supplier: 'Supplier', ref_fourn: 'Supplier reference', quantity: 'Quantity', price: 'Price',
      unitprice: 'Unit price', tva_tx: 'VAT rate (%)', delivery_time_days: 'Delivery days', barcode: 'Barcode',
    },
  },
  producto_idiomas: {
    name: 'Translation |||| Translations',
    fields: { id: 'ID', ...productRef, lang: 'Language', label: 'Name', description: 'Description', note: 'Note' },
  },
  producto_reposicion: {
    name: 'Replenishment |||| Replenishment',
    fields: { id: 'ID', ...productRef, warehouse_id: 'Warehouse', desiredstock: 'Desired stock', seuil_stock_alerte: 'Alert stock' },
  },
  producto_lineas_contrato: {
    name: 'Contract line |||| Contract lines',
    fields: {
      id: 'ID', ...productRef, contract_ref: 'Contract', description: 'Description', quantity: 'Quantity', price: 'Price',
      status: 'Status', date_start: 'Start', date_end: 'End',
    },
    values: { status: { 0: 'Inactive', 4: 'In service', 5: 'Closed' } },
  },
  producto_ordenes_produccion: {
    name: 'Production order |||| Production orders',
    fields: { id: 'ID', ...productRef, ref: 'Reference', quantity: 'Quantity', status: 'Status', date_start: 'Start', date_end: 'End' },
    values: { status: { draft: 'Draft', validated: 'Validated', in_progress: 'In progress', produced: 'Produced', cancelled: 'Cancelled' } },
  },
};
