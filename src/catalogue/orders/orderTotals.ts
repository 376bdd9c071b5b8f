/** An order line as the form holds it (numbers may still be empty while typing). */
export interface OrderLineValues {
  readonly quantity?: number | null;
  readonly unity_price?: number | null;
  readonly discount?: number | null;
  readonly iva_rate?: number | null;
}

export interface OrderTotals {
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
}

/** IVA when a line does not say: the general rate, 16 %. */
export const defaultIvaRate = 16;

const cents = (value: number) => Math.round(value * 100) / 100;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The server's rule (server/catalogue/orders/orderTotals.ts): quantity × unit price less the discount percent, before IVA. */
export const orderLineTotal = (line: OrderLineValues): number =>
  cents(numberOr(line.quantity, 0) * numberOr(line.unity_price, 0) * (1 - numberOr(line.discount, 0) / 100));

export const orderTotalsOf = (lines: readonly OrderLineValues[] = []): OrderTotals => {
  const subtotal = cents(lines.reduce((sum, line) => sum + orderLineTotal(line), 0));
  const tax = cents(lines.reduce((sum, line) => sum + (orderLineTotal(line) * numberOr(line.iva_rate, defaultIvaRate)) / 100, 0));
  return { subtotal, tax, total: cents(subtotal + tax) };
};
