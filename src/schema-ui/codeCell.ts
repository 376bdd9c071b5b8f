/**
 * A code (an Amazon order id, a SKU, a product's reference) stays on one line in a table: the browser
 * broke "702-7189219-0000011" after a hyphen, and half a code reads as another. Text with spaces wraps.
 * For a table column's `cellSx`.
 */
export const codeCell = (source: string) => (record: Record<string, unknown>) =>
  typeof record[source] === 'string' && /^\S+$/.test(record[source]) ? { whiteSpace: 'nowrap' } : {};
