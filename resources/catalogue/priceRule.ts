import type { DerivedField } from '../types';

/**
 * The one price rule of the catalogue, applied by the server when it stores a product and by the
 * product form while the seller types: after-tax prices keep cents, before-tax prices derived from
 * them keep six decimals so that taxing them again gives the same cents.
 */
export const pricePairs = [
  ['price', 'price_ttc'],
  ['price_min', 'price_min_ttc'],
] as const;

/** The side of each pair the rule computes from the other and the rate: the one the record's base type does not name. */
export const derivedPrices: readonly DerivedField[] = pricePairs.flatMap(([net, gross]) => [
  { field: gross, from: [net, 'tva_tx', 'price_base_type'], when: { price_base_type: 'HT' } },
  { field: net, from: [gross, 'tva_tx', 'price_base_type'], when: { price_base_type: 'TTC' } },
]);

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const priceWithTax = (price: number, rate: number) => round(price * (1 + rate / 100), 2);
export const priceWithoutTax = (priceTtc: number, rate: number) => round(priceTtc / (1 + rate / 100), 6);
