import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../support/screenWidth';
import { openProductEdit } from './openProductEdit';
import { currentLocation } from './renderCatalogue';

const loaded = {
  id: 5,
  rowid: 5,
  ref: 'LAP-1',
  label: 'Lápiz',
  barcode: '7501234567890',
  price: 1299,
  price_ttc: 1506.84,
  price_min: 0,
  price_min_ttc: 0,
  tva_tx: 16,
  price_base_type: 'HT',
  weight: 2.5,
  note: 'Proveedor nuevo',
  tms: '2026-01-01T10:00:00.000Z',
  categories: [],
  warehouse_stock: [],
  images: [],
};

const openEdit = (record: Record<string, unknown> = loaded) => openProductEdit(record);

/** The form is large and jsdom slow: generous waits, still failing when the behaviour is missing. */
const testTimeout = 60_000;
const wait = { timeout: 15_000 };

const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
/** An accordion's header, found by its title (role queries are slow over a form this size). */
const section = (name: string) => screen.getByText(name, { selector: 'p' }).closest('[aria-expanded]');

describe('the product form', () => {
  it(
    'on a phone, names its buttons in words: Agregar almacén, Guardar, Borrar',
    async () => {
      stubScreen('phone');
      try {
        openEdit();
        await screen.findByDisplayValue('Lápiz', {}, wait);
        for (const name of ['Agregar almacén', 'Guardar', 'Borrar']) expect(screen.getByRole('button', { name })).toHaveTextContent(name);
      } finally {
        vi.unstubAllGlobals();
      }
    },
    testTimeout,
  );

  it(
    'shows the essentials on one page and the rest of the record in collapsed sections',
    async () => {
      openEdit();
      expect(await screen.findByDisplayValue('Lápiz', {}, wait)).toBeVisible();
      expect(screen.getByDisplayValue('LAP-1')).toBeVisible();
      expect(screen.getByDisplayValue('7501234567890')).toBeVisible();
      expect(screen.getByLabelText('Categorías')).toBeVisible();
      expect(input('Precio con IVA')).toHaveValue(1506.84);
      expect(screen.getByText('Agregar almacén')).toBeVisible();
      expect(screen.getByText('Imágenes', { selector: 'h2' })).toBeVisible();
      for (const name of ['General', 'Precios e impuestos', 'Stock y almacenes', 'Medidas', 'Códigos y contabilidad', 'Campos extra']) {
        expect(section(name)).toHaveAttribute('aria-expanded', 'false');
      }
      expect(screen.queryByRole('tab')).toBeNull();
      fireEvent.click(section('Medidas')!);
      expect(section('Medidas')).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(input('Peso')).toBeVisible(), wait);
    },
    testTimeout,
  );

  it(
    'warns, without refusing, when the minimum price is above the price',
    async () => {
      const update = openEdit();
      await screen.findByDisplayValue('Lápiz', {}, wait);
      expect(screen.queryByText(/El precio mínimo es mayor que el precio/)).toBeNull();
      fireEvent.change(input('Precio mínimo$'), { target: { value: '100000' } });
      expect(await screen.findByText(/El precio mínimo es mayor que el precio/, {}, wait)).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1), wait);
      expect(update.mock.calls[0][1].data.price_min).toBe(100000);
    },
    testTimeout,
  );

  it(
    'saves the values of collapsed sections and stays on the product',
    async () => {
      const update = openEdit();
      const label = await screen.findByDisplayValue('Lápiz', {}, wait);
      fireEvent.change(label, { target: { value: 'Lápiz rojo' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await screen.findByText('actualizado correctamente', {}, wait);
      const { data } = update.mock.calls[0][1];
      expect(data).toMatchObject({ label: 'Lápiz rojo', weight: 2.5, note: 'Proveedor nuevo' });
      expect(currentLocation.pathname).toBe('/productos/editar/5');
      expect(screen.getByDisplayValue('Lápiz rojo')).toBeVisible();
    },
    testTimeout,
  );

  it(
    'opens a collapsed section that holds an invalid value when saving',
    async () => {
      const update = openEdit({ ...loaded, old_ref: 'R'.repeat(129) });
      const label = await screen.findByDisplayValue('Lápiz', {}, wait);
      fireEvent.change(label, { target: { value: 'Lápiz rojo' } });
      expect(section('General')).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(section('General')).toHaveAttribute('aria-expanded', 'true'), wait);
      expect(update).not.toHaveBeenCalled();
    },
    testTimeout,
  );
});
