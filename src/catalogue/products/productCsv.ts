import type { RaRecord, TranslateFunction } from 'react-admin';
import { products } from '../../../resources/catalogue';
import { wordedCsv } from '../../schema-ui/listExporter';

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

/** RFC 4180 text as the list reads in the reader's language: the columns' titles, yes/no as words, numbers as numbers. */
export const productsToCsv = (records: readonly RaRecord[], translate: TranslateFunction): string => wordedCsv(products, productCsvColumns, records, translate);

/** Export pages are bounded by the server's page size; the whole export by this many rows. */
export const productExportLimits = { pageSize: 500, maxRows: 20_000 } as const;
