type Row = Record<string, unknown>;

const pairs = [
  ['price', 'price_ttc'],
  ['price_min', 'price_min_ttc'],
] as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Makes each before/after-tax price pair agree with `tva_tx`: the side named by `price_base_type`
 * wins, unless the request sent only the other side. After-tax prices keep cents; before-tax
 * prices derived from them keep six decimals so that taxing them again gives the same cents.
 */
export function derivePrices(data: Row, current: Row = {}): Row {
  const merged = { ...current, ...data };
  const rate = isNumber(merged.tva_tx) ? merged.tva_tx : 0;
  const factor = 1 + rate / 100;
  const baseIsTtc = merged.price_base_type === 'TTC';
  const derived: Row = { ...data };
  for (const [net, gross] of pairs) {
    const sentNet = data[net] !== undefined && data[net] !== null;
    const sentGross = data[gross] !== undefined && data[gross] !== null;
    const fromGross = sentGross && !sentNet ? true : sentNet && !sentGross ? false : baseIsTtc;
    if (fromGross && isNumber(merged[gross])) derived[net] = round(merged[gross] / factor, 6);
    else if (!fromGross && isNumber(merged[net])) derived[gross] = round(merged[net] * factor, 2);
    else if (fromGross && isNumber(merged[net])) derived[gross] = round(merged[net] * factor, 2);
  }
  return derived;
}

/** Whether a write can change a derived price (so the current record must be read first). */
export const touchesPrices = (data: Row) =>
  ['price', 'price_ttc', 'price_min', 'price_min_ttc', 'tva_tx', 'price_base_type'].some((name) => data[name] !== undefined);
