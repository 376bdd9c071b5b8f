import type { FieldDeclaration } from '../../types';

const extraField = {
  field: { kind: 'string', required: true, max: 80 },
  value: { kind: 'string', max: 2000 },
} as const;

/**
 * Marketplace extra fields, images, and the form's conveniences: `categories` and `warehouse_stock`
 * are stored in the category links and the stock per warehouse, and read back on a single record.
 */
export const extraFields = {
  required_extra_fields: { kind: 'json', items: extraField, max: 100 },
  optional_extra_fields: { kind: 'json', items: extraField, max: 100 },
  images: {
    kind: 'json',
    max: 50,
    items: {
      id: { kind: 'string', required: true, max: 64 },
      url: { kind: 'string', required: true, max: 1000 },
      thumbnail_url: { kind: 'string', max: 1000 },
      position: { kind: 'integer', min: 0, max: 1000 },
      main: { kind: 'boolean' },
    },
  },
  categories: { kind: 'reference', reference: 'categorias', many: true, virtual: true, max: 100 },
  warehouse_stock: {
    kind: 'json',
    virtual: true,
    max: 100,
    items: {
      warehouse_id: { kind: 'reference', reference: 'almacenes', required: true },
      quantity: { kind: 'number', required: true, min: 0, max: 1e12 },
    },
  },
} satisfies Record<string, FieldDeclaration>;
