import { isPrice, priceWithoutTax, priceWithTax, pricePairs } from '../../../resources/catalogue/priceRule';

type Row = Record<string, unknown>;

/**
 * Makes each before/after-tax price pair agree with `tva_tx`: the side named by `price_base_type`
 * wins, unless the request sent only the other side.
 */
export function derivePrices(data: Row, current: Row = {}): Row {
  const merged = { ...current, ...data };
  const rate = isPrice(merged.tva_tx) ? merged.tva_tx : 0;
  const baseIsTtc = merged.price_base_type === 'TTC';
  const derived: Row = { ...data };
  for (const [net, gross] of pricePairs) {
    const sentNet = data[net] !== undefined && data[net] !== null;
    const sentGross = data[gross] !== undefined && data[gross] !== null;
    const fromGross = sentGross && !sentNet ? true : sentNet && !sentGross ? false : baseIsTtc;
    const grossValue = merged[gross];
    const netValue = merged[net];
    if (fromGross && isPrice(grossValue)) derived[net] = priceWithoutTax(grossValue, rate);
    else if (isPrice(netValue)) derived[gross] = priceWithTax(netValue, rate);
  }
  return derived;
}

/** Whether a write can change a derived price (so the current record must be read first). */
export const touchesPrices = (data: Row) =>
  ['price', 'price_ttc', 'price_min', 'price_min_ttc', 'tva_tx', 'price_base_type'].some((name) => data[name] !== undefined);
