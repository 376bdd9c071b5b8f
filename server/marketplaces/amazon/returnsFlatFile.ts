import { unitsRead } from '../shared/marketplaceAnswer';

/** A line of the returns report, by the flat file's column names. */
export interface ReturnLine {
  orderId: string;
  orderDate: string | null;
  returnDate: string | null;
  status: string;
  rmaId: string;
  sku: string;
  itemName: string;
  quantity: number;
  reason: string;
  refundedAmount: number;
}

const isoOrNull = (value: string | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Reads GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE: a header line of column names, then one
 * tab-separated line per returned line. Columns are found by name, since Amazon adds and moves
 * columns; a line without an order id, RMA or SKU is not a return line and is skipped.
 */
export function parseReturnsFlatFile(text: string): ReturnLine[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!header) return [];
  const names = header.split('\t').map((name) => name.trim().toLowerCase());
  return lines.flatMap((line) => {
    if (line.trim() === '') return [];
    const cells = line.split('\t');
    const cell = (name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? undefined : cells[index]?.trim();
    };
    const orderId = cell('order-id');
    const rmaId = cell('amazon-rma-id');
    const sku = cell('merchant-sku');
    if (!orderId || !rmaId || !sku) return [];
    return [
      {
        orderId,
        orderDate: isoOrNull(cell('order-date')),
        returnDate: isoOrNull(cell('return-request-date')),
        status: cell('return-request-status') ?? '',
        rmaId,
        sku,
        itemName: cell('item-name') ?? '',
        // A count a quantity column holds: beyond it, kept at its limit; one that is no whole number of 0 or more, as none given.
        quantity: unitsRead(numberOr(cell('return-quantity'), 1)) ?? 1,
        reason: cell('return-reason') ?? '',
        refundedAmount: numberOr(cell('refunded-amount'), 0),
      },
    ];
  });
}
