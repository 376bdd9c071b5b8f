/**
 * The server's price rule (server/catalogue/pricing/derivePrices.ts), run in the form so the other
 * side of each pair shows while typing: after-tax prices keep cents, before-tax prices derived
 * from them six decimals (taxing them again gives the same cents).
 */
export interface PriceValues {
  readonly price?: number | null;
  readonly price_ttc?: number | null;
  readonly price_min?: number | null;
  readonly price_min_ttc?: number | null;
  readonly tva_tx?: number | null;
  readonly price_base_type?: string | null;
}

export type PriceInput = keyof PriceValues;

const pairs = [
  ['price', 'price_ttc'],
  ['price_min', 'price_min_ttc'],
] as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const priceWithTax = (price: number, rate: number) => round(price * (1 + rate / 100), 2);
export const priceWithoutTax = (priceTtc: number, rate: number) => round(priceTtc / (1 + rate / 100), 6);

/** The values to set after `changed` was edited: the edited side wins; a rate or base change follows the base type. */
export function derivedPrices(values: PriceValues, changed: PriceInput): Partial<PriceValues> {
  const rate = isNumber(values.tva_tx) ? values.tva_tx : 0;
  const result: Record<string, number> = {};
  for (const [net, gross] of pairs) {
    const edited = changed === net || changed === gross;
    if (!edited && changed !== 'tva_tx' && changed !== 'price_base_type') continue;
    const fromGross = edited ? changed === gross : values.price_base_type === 'TTC';
    const source = values[fromGross ? gross : net];
    if (!isNumber(source)) continue;
    if (fromGross) result[net] = priceWithoutTax(source, rate);
    else result[gross] = priceWithTax(source, rate);
  }
  return result;
}
