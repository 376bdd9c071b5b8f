import { describe, expect, it } from 'vitest';
import { displayedFilters, productListFilter, readProductListUrl, writeProductListUrl } from '../../../src/catalogue/products/productListUrl';

describe('the product list address', () => {
  it('carries the search, category, warehouse and low-stock filters both ways', () => {
    const search = '?page=2&step=10&busqueda=l%C3%A1piz&category=7&warehouse=3&stock_alert=true&tobuy=false';
    const state = readProductListUrl(search);
    expect(state).toEqual({ page: 2, step: 10, filter: { busqueda: 'lápiz', category: 7, warehouse: 3, stock_alert: true, tobuy: false } });
    expect(writeProductListUrl(state)).toBe(search);
    expect(displayedFilters(state.filter)).toEqual({ busqueda: true, category: true, warehouse: true, stock_alert: true, tobuy: true });
  });

  it('drops what is not a filter of the list or not a valid value', () => {
    expect(readProductListUrl('?category=abc&warehouse=-1&stock_alert=si&other=1').filter).toEqual({});
    expect(productListFilter({ category: 7, stock_alert: true, busqueda: '', status: 'x', tosell: undefined })).toEqual({ category: 7, stock_alert: true });
  });
});
