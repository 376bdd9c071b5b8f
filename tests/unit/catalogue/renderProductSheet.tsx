import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ProductSheet } from '../../../src/catalogue/products/ProductSheet';
import { InLocale } from '../support/InLocale';
import { renderCatalogue } from './renderCatalogue';

const product = {
  id: 3,
  rowid: 3,
  ref: 'PRD-3',
  label: 'Taladro',
  price: 10,
  price_ttc: 11.6,
  tva_tx: 16,
  stock: 4,
  warehouse_stock: [],
  categories: [],
  images: [],
};

/** The product sheet of product 3 ("Taladro") in a language, with empty related lists. */
export const renderProductSheet = (locale: 'es' | 'en', dataProvider: Partial<DataProvider> = {}) =>
  renderCatalogue(
    <InLocale locale={locale}>
      <Routes>
        <Route path="/productos/ver/:id" element={<ProductSheet />} />
        {/* Where the sheet sends the seller once the product is deleted. */}
        <Route path="/productos" element={null} />
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
        ...dataProvider,
      } as never,
    },
  );
