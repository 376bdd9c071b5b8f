import { declare } from '../types';

/** 0 closed, 1 open, 2 open for internal moves only (the ERP's codes). */
const warehouseStatus = { kind: 'enum', values: [0, 1, 2], default: 1, filterable: true } as const;

export const warehouses = declare({
  name: 'almacenes',
  table: 'warehouses',
  path: 'api/erp/warehouses/',
  key: 'rowid',
  fields: {
    ref: { kind: 'string', max: 128, unique: true, sortable: true },
    label: { kind: 'string', required: true, max: 255, sortable: true },
    description: { kind: 'text', max: 5000 },
    lieu: { kind: 'string', max: 255 },
    address: { kind: 'string', max: 255 },
    zip: { kind: 'string', max: 10 },
    town: { kind: 'string', max: 128, sortable: true },
    phone: { kind: 'string', max: 30 },
    fax: { kind: 'string', max: 30 },
    fk_parent: { kind: 'reference', reference: 'almacenes', onDelete: 'restrict' },
    fk_project: { kind: 'integer', min: 0 },
    entity: { kind: 'integer', min: 0, default: 1 },
    ref_ext: { kind: 'string', max: 255 },
    statut: warehouseStatus,
    // A copy of `statut` the ERP keeps under a second name: read back, not offered as a second filter.
    status: { ...warehouseStatus, readOnly: true, filterable: false },
    country_id: { kind: 'integer', min: 0 },
    country_code: { kind: 'string', max: 3 },
    state_id: { kind: 'integer', min: 0 },
    notes: { kind: 'text', max: 5000 },
    datec: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  list: ['ref', 'label', 'town', 'statut'],
  // `status` repeats `statut`; the place, fax, project, entity and country ids are the ERP's bookkeeping.
  erpOnly: ['lieu', 'fax', 'fk_project', 'entity', 'ref_ext', 'status', 'country_id', 'country_code', 'state_id'],
  search: ['ref', 'label', 'town'],
  sort: { field: 'label', order: 'ASC' },
  title: 'label',
  titleCode: 'ref',
  // Where the products it holds are counted.
  opensSheet: true,
  menu: { section: 'erp', icon: 'warehouse', order: 20 },
});
