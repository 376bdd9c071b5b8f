import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProductSheet } from './renderProductSheet';

const stocked = {
  id: 3,
  ref: 'PRD-3',
  label: 'Taladro',
  barcode: '7501234567890',
  description: 'Taladro percutor de 1/2 pulgada',
  price: 10,
  price_ttc: 11.6,
  tva_tx: 16,
  stock: 4,
  tosell: true,
  tobuy: false,
  warehouse_stock: [{ warehouse_id: 1, quantity: 4 }],
  categories: [],
  images: [],
};
const warehouse = { id: 1, label: 'Bodega Norte' };

describe("the product sheet's summary", () => {
  it.each([
    ['es', ['General', 'Precios e impuestos', 'Stock y almacenes'], ['Nombre', 'Código de barras', 'Descripción'], 'Precio con IVA', 'Stock'],
    ['en', ['General', 'Prices and tax', 'Stock and warehouses'], ['Name', 'Barcode', 'Description'], 'Price incl. VAT', 'Stock'],
  ] as const)('groups the product in titled cards as its edit form does (%s)', async (locale, [general, prices, stock], names, priceWithTax, units) => {
    renderProductSheet(locale, {
      getOne: async () => ({ data: stocked }) as never,
      getMany: async () => ({ data: [warehouse] }) as never,
    });
    const card = async (title: string) => screen.findByRole('region', { name: title });
    const what = await card(general);
    for (const name of names) expect(within(what).getByText(name)).toBeInTheDocument();
    expect(within(what).getByText('7501234567890')).toBeInTheDocument();
    expect(within(await card(prices)).getByText(priceWithTax)).toBeInTheDocument();
    expect(within(await card(prices)).getByText('$11.60 MXN')).toBeInTheDocument();
    const where = await card(stock);
    expect(within(where).getByText(units)).toBeInTheDocument();
    expect(await within(where).findByRole('link', { name: 'Bodega Norte' })).toHaveAttribute('href', '/almacenes/1/show');
  });
});
