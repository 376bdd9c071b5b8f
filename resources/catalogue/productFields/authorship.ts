import type { FieldDeclaration } from '../../types';

/** Who created and changed it (set by the server), and what kind of product it is. */
export const authorshipFields = {
  fk_user_author: { kind: 'reference', reference: 'usuarios', readOnly: true },
  fk_user_modif: { kind: 'reference', reference: 'usuarios', readOnly: true },
  tosell: { kind: 'boolean', default: true, filterable: true },
  tobuy: { kind: 'boolean', default: true, filterable: true },
  onportal: { kind: 'boolean', default: false },
  /** 0 no batch tracking, 1 lot, 2 serial number. */
  tobatch: { kind: 'enum', values: [0, 1, 2], default: 0 },
  hidden: { kind: 'boolean', default: false, filterable: true },
  /** 0 raw material, 1 manufactured. */
  finished: { kind: 'enum', values: [0, 1] },
  /** 0 product, 1 service. */
  fk_product_type: { kind: 'enum', values: [0, 1], default: 0, filterable: true },
  duration: { kind: 'string', max: 16 },
  canvas: { kind: 'string', max: 32 },
  import_key: { kind: 'string', max: 14 },
  model_pdf: { kind: 'string', max: 255 },
  fk_project: { kind: 'integer', min: 0 },
  fk_unit: { kind: 'integer', min: 0 },
} satisfies Record<string, FieldDeclaration>;
