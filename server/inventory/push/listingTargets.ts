import type { ListingRules } from '../../../resources/inventory/listingRules';

/** The rules of a listing the seller never configured. */
export const defaultRules: ListingRules = { buffer: 0, maximum: null, price_rule: 'same', price_value: null, guardrail_percent: null };

/** Units a listing offers: the product's stock less the units kept back, never below 0 nor above the maximum. */
export function quantityShown(stock: number, rules: ListingRules): number {
  const available = Math.max(0, Math.floor(stock) - rules.buffer);
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
