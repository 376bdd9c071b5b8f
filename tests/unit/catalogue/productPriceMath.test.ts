import { describe, expect, it } from 'vitest';
import { derivedPrices } from '../../../src/catalogue/products/productPriceMath';

describe('derivedPrices (the server rule, run while typing)', () => {
  it('adds the tax to a price typed before tax, keeping cents', () => {
    expect(derivedPrices({ price: 100, tva_tx: 16, price_base_type: 'HT' }, 'price')).toEqual({ price_ttc: 116 });
    expect(derivedPrices({ price: 19.99, tva_tx: 16 }, 'price')).toEqual({ price_ttc: 23.19 });
  });

  it('takes the tax out of a price typed after tax, keeping six decimals', () => {
    expect(derivedPrices({ price_ttc: 100, tva_tx: 16, price_base_type: 'HT' }, 'price_ttc')).toEqual({ price: 86.206897 });
  });

  it('follows the base type when the rate changes', () => {
    expect(derivedPrices({ price: 100, price_ttc: 116, tva_tx: 8, price_base_type: 'HT' }, 'tva_tx')).toEqual({ price_ttc: 108 });
    expect(derivedPrices({ price: 100, price_ttc: 116, tva_tx: 0, price_base_type: 'TTC' }, 'tva_tx')).toEqual({ price: 116 });
  });

  it('derives the minimum prices the same way, and leaves the other pair alone', () => {
    expect(derivedPrices({ price: 50, price_min: 40, tva_tx: 16 }, 'price_min')).toEqual({ price_min_ttc: 46.4 });
  });

  it('derives nothing from an empty price', () => {
    expect(derivedPrices({ price: null, tva_tx: 16 }, 'price')).toEqual({});
  });
});
