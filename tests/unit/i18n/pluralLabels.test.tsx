import { screen } from '@testing-library/react';
import { useSetLocale } from 'react-admin';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductSheet } from '../../../src/catalogue/products/ProductSheet';
import { renderCatalogue } from '../catalogue/renderCatalogue';

const product = { id: 3, rowid: 3, ref: 'PRD-3', label: 'Taladro', price: 10, price_ttc: 11.6, tva_tx: 16, stock: 4, warehouse_stock: [], categories: [], images: [] };

const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(locale);
  }, [locale, setLocale]);
  return children;
};

const showProductSheet = (locale: string) =>
  renderCatalogue(
    <InLocale locale={locale}>
      <Routes>
        <Route path="/productos/ver/:id" element={<ProductSheet />} />
      </Routes>
    </InLocale>,
    {
      resource: 'productos',
      url: '/productos/ver/3',
      dataProvider: {
        getOne: async () => ({ data: product }),
        getList: async () => ({ data: [], total: 0 }),
        getMany: async () => ({ data: [] }),
        getManyReference: async () => ({ data: [], total: 0 }),
      } as never,
    },
  );

describe('labels with a singular and a plural form', () => {
  it.each([
    ['es', 'Niveles de precio'],
    ['en', 'Price levels'],
  ])('the product sheet names its related tabs in the plural, never as a raw "a |||| b" key (%s)', async (locale, pricesTab) => {
    showProductSheet(locale);
    expect(await screen.findByRole('tab', { name: pricesTab })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(5);
    expect(document.body.textContent).not.toContain('||||');
  });
});
