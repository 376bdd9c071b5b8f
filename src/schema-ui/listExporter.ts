import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 text: a header row of the column names, then one row per record. */
export const recordsToCsv = (records: readonly RaRecord[], columns: readonly string[]): string =>
  [columns.map(cell).join(','), ...records.map((record) => columns.map((column) => cell(record[column])).join(','))].join('\r\n');

/** The list's CSV export: the record id and the declared list columns, in a file named after the resource. */
export const listExporter =
  ({ name, list }: ResourceDeclaration): Exporter =>
  (records: RaRecord[]) =>
    downloadCSV(recordsToCsv(records, ['id', ...list]), name);
