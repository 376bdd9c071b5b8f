import { describe, expect, it } from 'vitest';
import { products, warehouses } from '../../../resources/catalogue';
import { recordRepresentationOf, recordTitle } from '../../../src/schema-ui/recordTitle';

describe("a record's name", () => {
  it('is a warehouse’s name with its code, the only field two warehouses never share', () => {
    expect(recordTitle(warehouses, { id: 1, label: 'Almacén Norte', ref: 'NORTE-2' })).toBe('Almacén Norte (NORTE-2)');
    expect(typeof recordRepresentationOf(warehouses)).toBe('function');
  });

  it('is the name alone for a warehouse without a code, and the title field for a resource without one', () => {
    expect(recordTitle(warehouses, { id: 1, label: 'Almacén Norte', ref: null })).toBe('Almacén Norte');
    expect(recordTitle(products, { id: 3, label: 'Cafetera', ref: 'CAF-1' })).toBe('Cafetera');
    expect(recordRepresentationOf(products)).toBe('label');
  });
});
