import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductEdit } from '../../../src/catalogue/products/ProductEdit';
import { renderCatalogue } from './renderCatalogue';

const loaded = { id: 5, rowid: 5, ref: 'LAP-1', label: 'Lápiz', price: 10, tms: '2026-01-01T10:00:00.000Z', categories: [], warehouse_stock: [] };
const stored = { ...loaded, label: 'Lápiz azul', price: 12, tms: '2026-01-01T10:05:00.000Z' };
const staleMessage = 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales';

/** Product 5's edit page over the given calls. */
const renderProductEdit = (dataProvider: Partial<DataProvider>) =>
  renderCatalogue(
    <Routes>
      <Route path="/productos/editar/:id" element={<ProductEdit />} />
    </Routes>,
    { resource: 'productos', url: '/productos/editar/5', dataProvider },
  );

describe('ProductEdit when another user saved first', () => {
  it('shows the conflict with the stored values and reloads instead of overwriting', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: loaded });
    const update = vi.fn().mockRejectedValue(new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: stored }));
    renderProductEdit({ getOne, update, getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) });
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

  it("keeps the seller's changes on top of the stored record, and the next save is based on the stored version", async () => {
    const saved = { ...stored, label: 'Lápiz rojo', tms: '2026-01-01T10:07:00.000Z' };
    const update = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: stored }))
      .mockResolvedValueOnce({ data: saved });
    renderProductEdit({
      getOne: vi.fn().mockResolvedValue({ data: loaded }),
      update,
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
    });
    fireEvent.change(await screen.findByDisplayValue('Lápiz'), { target: { value: 'Lápiz rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    // Both changed the name: the seller is told their value will replace the other user's; the price is the other user's alone.
    const dialog = await screen.findByRole('dialog');
    const [nameItem, priceItem] = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => /Lápiz azul|12/.test(item.textContent ?? ''));
    expect(nameItem).toHaveTextContent('También lo cambiaste tú');
    expect(priceItem).not.toHaveTextContent('También lo cambiaste tú');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conservar mis cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByDisplayValue('Lápiz rojo')).toBeInTheDocument());
    expect(screen.getByDisplayValue('12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const [, second] = update.mock.calls[1];
    expect(second.previousData.tms).toBe(stored.tms);
    expect(second.data).toMatchObject({ label: 'Lápiz rojo', price: 12, tms: stored.tms });
    expect(await screen.findByText(/actualizado correctamente/)).toBeInTheDocument();
  }, 20_000);

  it('names what the other user changed as the screens do: categories, warehouses and the user by name, stock per warehouse line by line', async () => {
    const other = {
      ...loaded,
      tms: '2026-01-01T10:06:00.000Z',
      fk_user_modif: 2,
      categories: [1, 3],
      warehouse_stock: [
        { warehouse_id: 2, quantity: 42 },
        { warehouse_id: 3, quantity: 75 },
      ],
    };
    const names: Record<string, { id: number; [field: string]: unknown }[]> = {
      categorias: [
        { id: 1, label: 'Baño' },
        { id: 3, label: 'Cocina' },
      ],
      almacenes: [
        { id: 2, label: 'Almacén Monterrey' },
        { id: 3, label: 'Almacén Guadalajara' },
      ],
      usuarios: [{ id: 2, email: 'ana@example.com' }],
    };
    renderProductEdit({
      getOne: async () => ({ data: loaded }),
      update: async () => {
        throw new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: other });
      },
      getList: async (resource: string) => ({ data: names[resource] ?? [], total: names[resource]?.length ?? 0 }),
      getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: (names[resource] ?? []).filter((record) => ids.includes(record.id)) }),
    } as never);
    fireEvent.change(await screen.findByDisplayValue('Lápiz'), { target: { value: 'Lápiz rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('ana@example.com'));
    // Read, not followed: a link would leave the form the dialog is about.
    expect(within(dialog).queryByRole('link')).toBeNull();
    await waitFor(() => expect(dialog).toHaveTextContent('Almacén Monterrey·42'));
    expect(dialog).toHaveTextContent('Almacén Guadalajara·75');
    expect(dialog).toHaveTextContent('Baño');
    expect(dialog).toHaveTextContent('Cocina');
    expect(dialog).not.toHaveTextContent('warehouse_id');
    expect(dialog).not.toHaveTextContent('[1,3]');
  }, 20_000);

  it('names the price the other user changed, not the price with IVA the server worked out from it', async () => {
    const priced = { ...loaded, price_ttc: 11.6, tva_tx: 16, price_base_type: 'HT' };
    const repriced = { ...priced, price: 12, price_ttc: 13.92, tms: '2026-01-01T10:05:00.000Z' };
    renderProductEdit({
      getOne: async () => ({ data: priced }),
      update: async () => {
        throw new HttpError(staleMessage, 409, { error: 'conflict', message: staleMessage, current: repriced });
      },
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
    } as never);
    fireEvent.change(await screen.findByDisplayValue('Lápiz'), { target: { value: 'Lápiz rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog');
    const named = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
    expect(named).toEqual(['Precio']);
  }, 20_000);
});
