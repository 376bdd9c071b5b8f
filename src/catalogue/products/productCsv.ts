import type { RaRecord } from 'react-admin';

/** Columns of the CSV export: the list's columns without the picture. */
export const productCsvColumns = [
  'rowid',
  'ref',
  'label',
  'barcode',
  'price',
  'price_ttc',
  'tva_tx',
  'stock',
  'seuil_stock_alerte',
  'tosell',
  'tobuy',
] as const;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 text, a header row with the given (translated) column titles. */
export const productsToCsv = (records: readonly RaRecord[], titles: readonly string[]): string =>
  [titles.map(cell).join(','), ...records.map((record) => productCsvColumns.map((column) => cell(record[column])).join(','))].join('\r\n');

/** Export pages are bounded by the server's page size; the whole export by this many rows. */
export const productExportLimits = { pageSize: 500, maxRows: 20_000 } as const;
