import { describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { changedSince, ownChanges } from '../../../src/schema-ui/versionConflict';

const loaded = { id: 5, rowid: 5, label: 'Lápiz', price: 10, description: 'Madera', tms: '2026-01-01T10:00:00.000Z' };
const stored = { ...loaded, label: 'Lápiz azul', price: 12, tms: '2026-01-01T10:05:00.000Z' };

describe("the user's own changes in a save refused for an old version", () => {
  it('are the writable fields they changed, to values other than the stored ones', () => {
    const submitted = { ...loaded, label: 'Lápiz rojo', description: 'Grafito' };
    expect(ownChanges(products, submitted, loaded, stored)).toEqual(['label', 'description']);
  });

  it('leave out the version the form moved itself, and a value both users set alike', () => {
    const submitted = { ...loaded, price: 12, tms: '2026-01-01T10:03:00.000Z', undeclared: 'x' };
    expect(ownChanges(products, submitted, loaded, stored)).toEqual([]);
  });
});

describe('what another user changed, as the conflict lists it', () => {
  const priced = { ...loaded, price_ttc: 11.6, price_min: 5, price_min_ttc: 5.8, tva_tx: 16, price_base_type: 'HT' };
  const names = (current: Record<string, unknown>) => changedSince(products, current, priced).map(([name]) => name);

  it('leaves out the price with IVA worked out from a changed price or rate, as the base type says', () => {
    expect(names({ ...priced, price: 12, price_ttc: 13.92 })).toEqual(['price']);
    expect(names({ ...priced, tva_tx: 8, price_ttc: 10.8, price_min_ttc: 5.4 })).toEqual(['tva_tx']);
  });

  it('names the price with IVA when it is the base, and the price worked out from it is left out', () => {
    expect(names({ ...priced, price_base_type: 'TTC', price_ttc: 23.2, price: 20 })).toEqual(['price_ttc', 'price_base_type']);
  });
});
