import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductCreate } from '../../../src/catalogue/products/ProductCreate';
import { currentLocation, renderCatalogue } from './renderCatalogue';

describe('ProductCreate', () => {
  it("opens the new product's edit page once it is saved", async () => {
    const create = vi.fn().mockResolvedValue({ data: { id: 42, ref: 'LAP-1', label: 'Lápiz' } });
    renderCatalogue(
      <Routes>
        <Route path="/productos/crear" element={<ProductCreate />} />
        <Route path="/productos/editar/:id" element={<p>editing</p>} />
      </Routes>,
      {
        resource: 'productos',
        url: '/productos/crear',
        dataProvider: { create, getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) },
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^Referencia\s*\*?$/ }), { target: { value: 'LAP-1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ }), { target: { value: 'Lápiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    await screen.findByText('editing', {}, { timeout: 5000 });
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/editar/42'));
    expect(currentLocation.search).toBe('');
  }, 20_000);
});
