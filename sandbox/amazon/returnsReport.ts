import type { ReturnRequest } from './types';

export const returnsReportType = 'GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE';

const columns: Array<[string, (request: ReturnRequest) => string | number]> = [
  ['order-id', (request) => request.AmazonOrderId],
  ['order-date', (request) => request.orderDate],
  ['return-request-date', (request) => request.returnRequestDate],
  ['return-request-status', (request) => request.status],
  ['amazon-rma-id', (request) => request.rmaId],
  ['asin', (request) => request.asin],
  ['merchant-sku', (request) => request.sku],
  ['item-name', (request) => request.itemName],
  ['return-quantity', (request) => request.quantity],
  ['return-reason', (request) => request.reason],
  ['currency-code', () => 'MXN'],
  ['refunded-amount', (request) => request.refundedAmount.toFixed(2)],
];

// A tab or line break inside a value would shift the columns of a flat file: Amazon writes them as spaces.
const cell = (value: string | number) => String(value).replace(/[\t\r\n]+/g, ' ');

/** The flat file of the seller's returns requested within [start, end]: a header line, then one tab-separated line per return. */
export function returnsFlatFile(returns: readonly ReturnRequest[], sellerId: string, start: string, end: string): string {
  const rows = returns
    .filter((request) => request.sellerId === sellerId && request.returnRequestDate >= start && request.returnRequestDate <= end)
    .map((request) => columns.map(([, value]) => cell(value(request))).join('\t'));
  return [columns.map(([name]) => name).join('\t'), ...rows].join('\n') + '\n';
}
