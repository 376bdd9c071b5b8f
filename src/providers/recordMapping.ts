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
 * Updates are partial on the server: only what the user changed is sent, so fields edited
 * elsewhere meanwhile are not overwritten and write-only fields are never echoed back.
 */
export const changedFields = (declaration: ResourceDeclaration, data: Partial<RaRecord>, previousData?: Partial<RaRecord>): WireRecord => {
  const entries = Object.entries(data).filter(
    ([field, value]) => field !== 'id' && field !== declaration.key && (!previousData || !sameValue(value, previousData[field])),
  );
  return Object.fromEntries(entries);
};

/** Create bodies carry only the declared fields the form filled. */
export const creatableFields = (declaration: ResourceDeclaration, data: Partial<RaRecord>): WireRecord =>
  Object.fromEntries(Object.entries(data).filter(([field]) => field in declaration.fields && !declaration.fields[field]?.readOnly));
