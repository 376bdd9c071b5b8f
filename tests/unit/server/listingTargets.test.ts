import { describe, expect, it } from 'vitest';
import { beyondGuardrail, defaultRules, priceShown, quantityShown } from '../../../server/inventory/push/listingTargets';

describe('what a listing shows by its rules', () => {
  it('offers the stock less the buffer, never below zero nor above the maximum', () => {
    expect(quantityShown(10, defaultRules)).toBe(10);
    expect(quantityShown(10, { ...defaultRules, buffer: 3 })).toBe(7);
    expect(quantityShown(2, { ...defaultRules, buffer: 3 })).toBe(0);
    expect(quantityShown(10, { ...defaultRules, buffer: 3, maximum: 5 })).toBe(5);
    expect(quantityShown(-4, defaultRules)).toBe(0);
    expect(quantityShown(7.9, defaultRules)).toBe(7);
  });

  it("follows the product's price, with a markup, or a fixed price, in cents", () => {
    expect(priceShown(899, defaultRules)).toBe(899);
    expect(priceShown(899, { ...defaultRules, price_rule: 'markup', price_value: 10 })).toBe(988.9);
    expect(priceShown(100, { ...defaultRules, price_rule: 'markup', price_value: -15 })).toBe(85);
    expect(priceShown(899, { ...defaultRules, price_rule: 'fixed', price_value: 750 })).toBe(750);
  });

  it('holds a price change only beyond the guardrail percentage', () => {
    expect(beyondGuardrail(100, 119, 20)).toBe(false);
    expect(beyondGuardrail(100, 121, 20)).toBe(true);
    expect(beyondGuardrail(100, 79, 20)).toBe(true);
    expect(beyondGuardrail(100, 500, null)).toBe(false);
    expect(beyondGuardrail(null, 500, 20)).toBe(false);
  });
});
