import { describe, expect, it } from 'vitest';
import { productListFilter, productListWords, readProductListUrl, writeProductListUrl } from '../../../src/catalogue/products/productListUrl';

describe('the product list address', () => {
  it('carries the search, category, warehouse and low-stock filters both ways', () => {
    const search = '?page=2&step=10&busqueda=l%C3%A1piz&category=7&warehouse=3&stock_alert=true&tobuy=false';
    const state = readProductListUrl(search);
    expect(state).toEqual({
      page: 2,
      step: 10,
      filter: { busqueda: 'lápiz', category: 7, warehouse: 3, stock_alert: true, tobuy: false },
      sort: { field: 'rowid', order: 'DESC' },
      shown: ['busqueda', 'category', 'warehouse', 'stock_alert', 'tobuy'],
    });
    expect(writeProductListUrl(state)).toBe(search);
  });

  it('names the order only when it is not the newest first', () => {
    const search = '?page=1&step=5&sort=label&order=ASC';
    expect(readProductListUrl(search).sort).toEqual({ field: 'label', order: 'ASC' });
    expect(writeProductListUrl(readProductListUrl(search))).toBe(search);
    expect(readProductListUrl('?sort=password&order=ASC').sort).toEqual({ field: 'rowid', order: 'DESC' });
  });

  it('keeps a filter shown without a value yet, and no empty search', () => {
    const place = productListWords.read('?page=1&step=5&category=');
    expect(place).toMatchObject({ page: 1, perPage: 5, filter: {}, displayedFilters: { category: true } });
    expect(productListWords.write(place)).toBe('?page=1&step=5&category=');
    expect(productListWords.write({ ...place, displayedFilters: { busqueda: true } })).toBe('?page=1&step=5');
  });

  it('drops what is not a filter of the list or not a valid value', () => {
    expect(readProductListUrl('?category=abc&warehouse=-1&stock_alert=si&other=1').filter).toEqual({});
    expect(productListFilter({ category: 7, stock_alert: true, busqueda: '', status: 'x', tosell: undefined })).toEqual({ category: 7, stock_alert: true });
  });
});
