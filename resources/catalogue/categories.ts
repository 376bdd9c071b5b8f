import { declare } from '../types';

/** A node of the category tree (`fk_parent`); the server refuses a parent that would close a cycle. */
export const categories = declare({
  name: 'categorias',
  table: 'categories',
  path: 'api/erp/categories/',
  key: 'rowid',
  fields: {
    label: { kind: 'string', required: true, max: 255, sortable: true },
    fk_parent: { kind: 'reference', reference: 'categorias', onDelete: 'restrict' },
    entity: { kind: 'integer', min: 0, default: 1 },
    ref_ext: { kind: 'string', max: 255 },
    /** The ERP's category kinds: 0 product, 1 supplier, 2 customer, 3 member, 4 contact, 5 account, 6 project, 7 user, 8 bank line, 9 warehouse. */
    type: { kind: 'enum', values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], default: 0, filterable: true },
    description: { kind: 'text', max: 5000 },
    color: { kind: 'string', max: 7, pattern: '^#?[0-9A-Fa-f]{6}$' },
    fk_soc: { kind: 'integer', min: 0 },
    visible: { kind: 'boolean', default: true, filterable: true },
    import_key: { kind: 'string', max: 14 },
    same_price: { kind: 'boolean', default: false },
    fk_members: { kind: 'integer', min: 0 },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
    /** The products in the category itself (its links: those the products list's `category` filter shows), not in its subcategories. */
    product_count: { kind: 'integer', readOnly: true, virtual: true, counts: { resource: 'producto_categorias', via: 'category_id' } },
    subcategory_count: { kind: 'integer', readOnly: true, virtual: true, counts: { resource: 'categorias', via: 'fk_parent' } },
  },
  list: ['label', 'fk_parent', 'type', 'visible'],
  // A product category (the kind every category here is made as) needs a name, a parent, a description, a colour.
  erpOnly: ['entity', 'ref_ext', 'type', 'fk_soc', 'import_key', 'same_price', 'fk_members'],
  search: ['label', 'description'],
  sort: { field: 'label', order: 'ASC' },
  title: 'label',
  menu: { section: 'erp', icon: 'account_tree', order: 30 },
});
