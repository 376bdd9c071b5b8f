import type { ListingRules } from '../../../resources/inventory/listingRules';
import { integerColumnRange } from '../../http/boundedSchema';

/** The rules of a listing the seller never configured. */
export const defaultRules: ListingRules = { buffer: 0, maximum: null, price_rule: 'same', price_value: null, guardrail_percent: null };

/**
 * The most units a listing offers whatever the stock: a listing's quantities are 32-bit integer
 * columns, while the warehouses together may hold far more (10^12 units each). Past it, PostgreSQL
 * refused to record the push and the product's listings were pushed again and again.
 */
const mostUnitsOffered = integerColumnRange.maximum;

/** Units a listing offers: the product's stock less the units kept back, never below 0 nor above the maximum. */
export function quantityShown(stock: number, rules: ListingRules): number {
  const available = Math.min(Math.max(0, Math.floor(stock) - rules.buffer), mostUnitsOffered);
  return rules.maximum === null ? available : Math.min(available, rules.maximum);
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The price a listing shows by its rule, from the product's price. */
export function priceShown(productPrice: number, rules: ListingRules): number {
  if (rules.price_rule === 'fixed' && rules.price_value !== null) return cents(rules.price_value);
  if (rules.price_rule === 'markup' && rules.price_value !== null) return cents(productPrice * (1 + rules.price_value / 100));
  return cents(productPrice);
}

/** Whether moving a listing's price from `current` to `target` goes beyond the guardrail's percentage. */
export function beyondGuardrail(current: number | null, target: number, percent: number | null): boolean {
  if (percent === null || current === null || current <= 0) return false;
  return (Math.abs(target - current) / current) * 100 > percent;
}
