import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/i18n/money';

describe('money', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes pesos as Mexican prices are written, in each language, the figure and its code held together by a no-break space', () => {
    expect(formatMoney(1299, 'es')).toBe('$1,299.00\u00a0MXN');
    expect(formatMoney(1299.5, 'en')).toBe('$1,299.50\u00a0MXN');
    expect(formatMoney(12.3, 'es', 'USD')).toBe('$12.30\u00a0USD');
  });

  it('makes one number format per language and currency, not one per amount', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    } as typeof Intl.NumberFormat);
    for (let amount = 0; amount < 50; amount++) {
      formatMoney(amount, 'es', 'EUR');
      formatMoney(amount, 'en', 'EUR');
    }
    expect(made).toHaveBeenCalledTimes(2);
    expect(formatMoney(7, 'es', 'EUR')).toBe('€7.00\u00a0EUR');
  });
});
