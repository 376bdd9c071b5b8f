import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductEdit } from '../../../src/catalogue/products/ProductEdit';
import { renderCatalogue } from './renderCatalogue';

const loaded = { id: 5, rowid: 5, ref: 'LAP-1', label: 'Lápiz', price: 10, tms: '2026-01-01T10:00:00.000Z', categories: [], warehouse_stock: [] };
const stored = { ...loaded, label: 'Lápiz azul', price: 12, tms: '2026-01-01T10:05:00.000Z' };
const staleMessage = 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales';

describe('ProductEdit when another user saved first', () => {
  it('shows the conflict with the stored values and reloads instead of overwriting', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: loaded });
    const update = vi.fn().mockRejectedValue(new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: stored }));
    renderCatalogue(
      <Routes>
        <Route path="/productos/editar/:id" element={<ProductEdit />} />
      </Routes>,
      {
        resource: 'productos',
        url: '/productos/editar/5',
        dataProvider: { getOne, update, getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) },
      },
    );
    const label = await screen.findByDisplayValue('Lápiz');
    fireEvent.change(label, { target: { value: 'Lápiz rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Otro usuario modificó este registro');
    expect(dialog).toHaveTextContent('Lápiz azul');
    expect(dialog).toHaveTextContent('12');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][1].previousData.tms).toBe(loaded.tms);
    expect(screen.queryByText('Error al actualizar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
  }, 20_000);
});
