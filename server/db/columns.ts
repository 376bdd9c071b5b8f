import type { FieldDeclaration } from '../../resources';

/** Turns a stored value back into its wire form. */
export function fromColumn(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return value === 1 || value === true || value === '1';
    case 'integer':
    case 'reference':
    case 'number':
      return Number(value);
    case 'tags':
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

/** Turns a validated wire value into its stored form. */
export function toColumn(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'tags':
    case 'json':
      return JSON.stringify(value);
    case 'email':
      return String(value).trim().toLowerCase();
    default:
      return value;
  }
}
