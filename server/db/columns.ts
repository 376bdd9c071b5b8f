import type { ColumnDataType } from 'kysely';
import type { FieldDeclaration } from '../../resources';
import type { DialectName } from './connection';

/**
 * Storage type of a declared field. Dates are ISO-8601 UTC text and structured values JSON text
 * on both dialects, so one query and one mapper serve SQLite and PostgreSQL alike.
 */
export function columnType(field: FieldDeclaration, dialect: DialectName): ColumnDataType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return 'integer';
    case 'number':
      return dialect === 'postgres' ? 'double precision' : 'real';
    case 'boolean':
      return 'integer';
    case 'enum':
      return field.values?.every((value) => typeof value === 'number') ? 'integer' : 'text';
    default:
      return 'text';
  }
}

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
