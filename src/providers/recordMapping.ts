import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

type WireRecord = Record<string, unknown>;

/** react-admin needs `id`; ERP records are keyed by `rowid`, so it is copied (rowid stays too). */
export const fromWire = <T extends RaRecord = RaRecord>(declaration: ResourceDeclaration, record: WireRecord): T => {
  const id = record[declaration.key] as RaRecord['id'];
  // The API answers with the declared record shape; react-admin's generic record type is the caller's claim.
  return { ...record, id } as unknown as T;
};

/** Sort by `id` means sort by the key on the wire. */
export const toWireField = (declaration: ResourceDeclaration, field: string): string => (field === 'id' ? declaration.key : field);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list declared with `items` (an order's lines, a product's stock per warehouse) goes out with each
 * item cut to its declared writable fields: what the API answers about an item (its key, its amount)
 * is not the caller's to send back, and the API refuses undeclared fields.
 */
const writableItems = (declaration: ResourceDeclaration, field: string, value: unknown): unknown => {
  const items = declaration.fields[field]?.items;
  if (!items || !Array.isArray(value)) return value;
  return value.map((item: unknown) =>
    item !== null && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([name]) => name in items && !items[name]?.readOnly)) : item,
  );
};

/**
 * Updates are partial on the server: only what the user changed is sent, so fields edited
 * elsewhere meanwhile are not overwritten and write-only fields are never echoed back.
 */
export const changedFields = (declaration: ResourceDeclaration, data: Partial<RaRecord>, previousData?: Partial<RaRecord>): WireRecord => {
  const entries = Object.entries(data).filter(
    ([field, value]) => field !== 'id' && field !== declaration.key && (!previousData || !sameValue(value, previousData[field])),
  );
  return Object.fromEntries(entries.map(([field, value]) => [field, writableItems(declaration, field, value)]));
};

/** Create bodies carry only the declared fields the form filled. */
export const creatableFields = (declaration: ResourceDeclaration, data: Partial<RaRecord>): WireRecord =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([field]) => field in declaration.fields && !declaration.fields[field]?.readOnly)
      .map(([field, value]) => [field, writableItems(declaration, field, value)]),
  );
