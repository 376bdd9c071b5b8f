import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord, type TranslateFunction } from 'react-admin';
import { resourceByName, type FieldDeclaration, type ResourceDeclaration } from '../../resources';
import { recordTitle } from './recordTitle';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const twoDigits = (part: number) => String(part).padStart(2, '0');

/** The day of a moment on the seller's clock, `2026-11-20`. */
const localDay = (moment: Date) => `${String(moment.getFullYear())}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;

/**
 * A moment as the seller's clock showed it, `2026-11-20 21:00:00`: a spreadsheet takes that for a date
 * and time it sorts and groups by day, where the stored UTC moment (`2026-11-21T03:00:00.000Z`) stays
 * text and falls on the next day for an evening sale. What is not a moment stays as it is.
 */
export function spreadsheetMoment(value: unknown): unknown {
  const moment = typeof value === 'string' ? new Date(value) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) return value;
  return `${localDay(moment)} ${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}:${twoDigits(moment.getSeconds())}`;
}

/**
 * Saves CSV text as a file that a spreadsheet opens with its accents (without UTF-8's byte order mark
 * Excel reads a CSV in the computer's older code page, where «Categoría» comes out as «CategorÃ­a»),
 * named after what it holds and the day it was taken (`pedidos-2026-11-20.csv`), so exports of
 * different days keep apart in the seller's downloads. Every export of the app saves through here.
 */
export const downloadSpreadsheet = (csv: string, name: string): void => downloadCSV(`\ufeff${csv}`, `${name}-${localDay(new Date())}`);

/** RFC 4180 text: a header row (the column names, or the titles given for them), then one row per record. */
export const recordsToCsv = (records: readonly RaRecord[], columns: readonly string[], titles: readonly string[] = columns): string =>
  [titles.map(cell).join(','), ...records.map((record) => columns.map((column) => cell(record[column])).join(','))].join('\r\n');

/** Each single reference column's referenced records by id, read once per column for the whole export. */
async function referencedRecords(
  records: RaRecord[],
  columns: readonly (readonly [string, FieldDeclaration | undefined])[],
  fetchRelatedRecords: FetchRelatedRecords,
): Promise<Map<string, Record<string, RaRecord>>> {
  const references = columns.filter(([, field]) => field?.kind === 'reference' && !field.many && field.reference && resourceByName(field.reference));
  const found = await Promise.all(references.map(([source, field]) => fetchRelatedRecords<RaRecord>(records, source, field!.reference!)));
  return new Map(references.map(([source], index) => [source, found[index]!]));
}

/**
 * The catalogue key of a column's value, for a column whose declaration cannot word it (an open
 * list of codes the screen words by its own rule): the screen's rule, so both read the same.
 */
export type ValueWordKeys = Readonly<Record<string, (code: string) => string>>;

/** What `wordedCsv` words a list by: its resource's name (for the catalogue's keys) and fields. */
type WordedResource = Pick<ResourceDeclaration, 'name' | 'fields'>;

/**
 * RFC 4180 text of these columns written as the screen shows them in the reader's language: a
 * spreadsheet has no catalogue to read `client_id` or `validated` with. Titles are the field labels,
 * choices and yes/no are words, a reference is its record's title (from `referenced`), a column of
 * `wordKeys` the words of its key (the code when there are none), a moment the seller's clock time
 * (`spreadsheetMoment`); numbers and days stay as they are, so a spreadsheet can still add and sort them.
 */
export function wordedCsv(
  { name, fields }: WordedResource,
  sources: readonly string[],
  records: readonly RaRecord[],
  translate: TranslateFunction,
  { referenced = new Map(), wordKeys = {} }: { referenced?: Map<string, Record<string, RaRecord>>; wordKeys?: ValueWordKeys } = {},
): string {
  const words = (source: string, value: unknown): unknown => {
    const field = fields[source];
    if (value === null || value === undefined || !field) return value;
    const wordKey = wordKeys[source];
    if (wordKey) return translate(wordKey(String(value)), { _: String(value) });
    if (field.kind === 'enum') return translate(`resources.${name}.values.${source}.${String(value)}`, { _: String(value) });
    if (field.kind === 'datetime') return spreadsheetMoment(value);
    if (field.kind === 'boolean') return translate(`ra.boolean.${String(Boolean(value))}`);
    const target = referenced.get(source)?.[String(value)];
    return target ? recordTitle(resourceByName(field.reference!)!, target) : value;
  };
  const rows = records.map((record) => Object.fromEntries(sources.map((source) => [source, words(source, record[source])])) as RaRecord);
  const titles = sources.map((source) => translate(`resources.${name}.fields.${source}`, { _: source }));
  return recordsToCsv(rows, sources, titles);
}

/**
 * A record as the list's own columns show it, for a list whose columns show some rows their own
 * way (an amount that means something else on some rows): the CSV then says what the screen says.
 */
export type RecordAsShown = (record: RaRecord) => RaRecord;

/** The list's CSV export: the record id and the declared list columns, worded by `wordedCsv`, in a file named after the resource. */
export const listExporter =
  (
    declaration: ResourceDeclaration,
    translate: TranslateFunction,
    { wordKeys = {}, asShown }: { wordKeys?: ValueWordKeys; asShown?: RecordAsShown } = {},
  ): Exporter =>
  async (read: RaRecord[], fetchRelatedRecords) => {
    const records = asShown ? read.map(asShown) : read;
    const sources = ['id', ...declaration.list];
    const referenced = await referencedRecords(
      records,
      sources.map((source) => [source, declaration.fields[source]] as const),
      fetchRelatedRecords,
    );
    downloadSpreadsheet(wordedCsv(declaration, sources, records, translate, { referenced, wordKeys }), declaration.name);
  };
