import type { FieldDeclaration } from '../../types';

/** Who the product is: reference, names and descriptive texts. */
export const identityFields = {
  ref: { kind: 'string', required: true, max: 128, unique: true, sortable: true },
  old_ref: { kind: 'string', max: 128 },
  entity: { kind: 'integer', min: 0, default: 1 },
  ref_ext: { kind: 'string', max: 255 },
  datec: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
  tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt', sortable: true },
  fk_parent: { kind: 'reference', reference: 'productos' },
  label: { kind: 'string', required: true, max: 255, sortable: true },
  description: { kind: 'text', max: 20_000 },
  note: { kind: 'text', max: 20_000 },
  customcode: { kind: 'string', max: 32 },
  fk_country: { kind: 'integer', min: 0 },
} satisfies Record<string, FieldDeclaration>;
