import { isPrice, priceWithoutTax, priceWithTax, pricePairs } from '../../../resources/catalogue/priceRule';

/** The catalogue's price rule run in the form, so the other side of each pair shows while typing. */
export interface PriceValues {
  readonly price?: number | null;
  readonly price_ttc?: number | null;
  readonly price_min?: number | null;
  readonly price_min_ttc?: number | null;
  readonly tva_tx?: number | null;
  readonly price_base_type?: string | null;
}

export type PriceInput = keyof PriceValues;

/** The values to set after `changed` was edited: the edited side wins; a rate or base change follows the base type. */
export function derivedPrices(values: PriceValues, changed: PriceInput): Partial<PriceValues> {
  const rate = isPrice(values.tva_tx) ? values.tva_tx : 0;
  const result: Record<string, number> = {};
  for (const [net, gross] of pricePairs) {
    const edited = changed === net || changed === gross;
    if (!edited && changed !== 'tva_tx' && changed !== 'price_base_type') continue;
    const fromGross = edited ? changed === gross : values.price_base_type === 'TTC';
    const source = values[fromGross ? gross : net];
    if (!isPrice(source)) continue;
    if (fromGross) result[net] = priceWithoutTax(source, rate);
    else result[gross] = priceWithTax(source, rate);
  }
  return result;
}

/** A minimum price above the selling price is allowed (the seller may be about to raise the price) but worth a warning. */
export const minPriceAbovePrice = ({ price, price_min }: PriceValues): boolean => isPrice(price) && isPrice(price_min) && price_min > price;
