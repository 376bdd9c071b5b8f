import { afterEach, describe, expect, it } from 'vitest';

// The screen tests find fields by their labels through the id index of tests/unit/labelControlById.ts:
// it must answer as the standard (and jsdom's own walk) does.
afterEach(() => {
  document.body.innerHTML = '';
});

const label = (selector = 'label') => document.querySelector<HTMLLabelElement>(selector)!;

describe("a label's control found through the document's ids", () => {
  it('is the element its for names, and the element knows the label', () => {
    document.body.innerHTML = '<label for="price">Precio</label><div><input id="price"></div>';
    const input = document.getElementById('price');
    expect(label().control).toBe(input);
    expect([...(input as HTMLInputElement).labels!]).toEqual([label()]);
  });

  it('is nothing when the id names no element, or one that cannot be labelled', () => {
    document.body.innerHTML = '<label for="missing">A</label><label for="box" id="second">B</label><div id="box"></div>';
    expect(label().control).toBeNull();
    expect(label('#second').control).toBeNull();
  });

  it('is the first in the page when two elements share the id', () => {
    document.body.innerHTML = '<label for="sku">SKU</label><section><input id="sku" name="later"></section>';
    const earlier = document.createElement('input');
    earlier.id = 'sku';
    earlier.name = 'earlier';
    document.body.prepend(earlier);
    expect((label().control as HTMLInputElement).name).toBe('earlier');
  });

  it('leaves out an element taken out of the page', () => {
    document.body.innerHTML = '<label for="stock">Stock</label><input id="stock">';
    const input = document.getElementById('stock')!;
    input.remove();
    expect(label().control).toBeNull();
  });

  it('is the labelled element inside a label without for, and nothing for a label outside the page', () => {
    document.body.innerHTML = '<label>Activo <input type="checkbox" id="active"></label>';
    expect(label().control).toBe(document.getElementById('active'));
    const detached = document.createElement('label');
    detached.htmlFor = 'active';
    expect(detached.control).toBeNull();
  });
});
