import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from '../../../src/catalogue/products/ProductList';
import { features } from '../../../src/features';
import { renderCatalogue } from '../catalogue/renderCatalogue';
import { renderDeclaredScreen } from '../support/renderDeclaredScreen';
import { stubScreen } from '../support/screenWidth';

const nothing = {
  getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
  getMany: vi.fn(() => Promise.resolve({ data: [] })),
};

describe('a list with no records at all, on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Crear" in words, leading to the create page, not a bare "+"', { timeout: 20_000 }, async () => {
    stubScreen('phone');
    renderDeclaredScreen(features, '/almacenes');
    await screen.findByText('No hay informacion para mostrar', {}, { timeout: 10_000 });
    const create = screen.getByRole('link', { name: 'Crear' });
    expect(create).toHaveTextContent('Crear');
    expect(create).toHaveAttribute('href', '/almacenes/create');
  });

  it('offers the product\'s own "Crear" in words too', async () => {
    stubScreen('phone');
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: nothing as never });
    await screen.findByText('No hay informacion para mostrar');
    const create = screen.getByRole('link', { name: 'Crear' });
    expect(create).toHaveTextContent('Crear');
    expect(create).toHaveAttribute('href', '/productos/crear');
  });
});
