import { describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { ownChanges } from '../../../src/schema-ui/versionConflict';

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
