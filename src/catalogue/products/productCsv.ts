import type { RaRecord, TranslateFunction } from 'react-admin';
import type { FieldDeclaration } from '../../../resources';
import { products } from '../../../resources/catalogue';
import { recordsToCsv } from '../../schema-ui/listExporter';

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

/**
 * RFC 4180 text as the list reads in the reader's language: the columns' titles, and yes/no as
 * words (a spreadsheet has no catalogue to read `true` with); numbers stay numbers.
 */
export const productsToCsv = (records: readonly RaRecord[], translate: TranslateFunction): string => {
  const fields: Readonly<Record<string, FieldDeclaration | undefined>> = products.fields;
  const yesNo = productCsvColumns.filter((column) => fields[column]?.kind === 'boolean');
  const rows = records.map((record) => ({
    ...record,
    ...Object.fromEntries(yesNo.filter((column) => record[column] != null).map((column) => [column, translate(`ra.boolean.${Boolean(record[column])}`)])),
  }));
  return recordsToCsv(
    rows,
    productCsvColumns,
    productCsvColumns.map((column) => translate(`resources.productos.fields.${column}`)),
  );
};

/** Export pages are bounded by the server's page size; the whole export by this many rows. */
export const productExportLimits = { pageSize: 500, maxRows: 20_000 } as const;
