import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProductEdit } from './openProductEdit';

const warehouses = [
  { id: 1, label: 'Almacén Central CDMX' },
  { id: 2, label: 'Almacén Guadalajara' },
];

const product = {
  id: 5,
  rowid: 5,
  ref: 'LAP-1',
  label: 'Lápiz',
  price: 10,
  price_ttc: 11.6,
  price_min: 0,
  price_min_ttc: 0,
  tva_tx: 16,
  price_base_type: 'HT',
  tms: '2026-01-01T10:00:00.000Z',
  categories: [],
  images: [],
  // The same warehouse on two rows, as when the seller picks it again in a new row.
  warehouse_stock: [
    { warehouse_id: 1, quantity: 5 },
    { warehouse_id: 2, quantity: 2 },
    { warehouse_id: 1, quantity: 3 },
  ],
};

const openEdit = () => openProductEdit(product, { almacenes: warehouses });

/** The form is large and jsdom slow: generous waits, still failing when the behaviour is missing. */
const wait = { timeout: 15_000 };

describe("the product form's stock per warehouse", () => {
  it('marks a warehouse picked on a second row beside that row, and saves nothing until it is fixed', { timeout: 60_000 }, async () => {
    const update = openEdit();
    const label = await screen.findByDisplayValue('Lápiz', {}, wait);
    fireEvent.change(label, { target: { value: 'Lápiz rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const error = await screen.findByText('Este almacén ya está en la lista; cambia su cantidad ahí', {}, wait);
    // Beside the third row's picker: its helper text, not the first row's.
    const pickers = screen.getAllByRole('combobox', { name: /Almacén/ });
    expect(pickers).toHaveLength(3);
    expect(pickers[2].getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getAllByText('Este almacén ya está en la lista; cambia su cantidad ahí')).toHaveLength(1);
    expect(update).not.toHaveBeenCalled();
    // What the seller typed stays.
    expect(screen.getByDisplayValue('Lápiz rojo')).toBeInTheDocument();
    expect(screen.getByDisplayValue('3')).toBeInTheDocument();
  });
});

describe("the product form's warehouse picker", () => {
  it('names each warehouse with its code, so two of the same name are told apart', { timeout: 60_000 }, async () => {
    openProductEdit(
      { ...product, warehouse_stock: [{ warehouse_id: 2, quantity: 2 }] },
      {
        almacenes: [
          { id: 1, ref: 'NORTE-1', label: 'Almacén Norte' },
          { id: 2, ref: 'GDL', label: 'Almacén Guadalajara' },
          { id: 3, ref: 'NORTE-2', label: 'Almacén Norte' },
        ],
      },
    );
    await screen.findByDisplayValue('Lápiz', {}, wait);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Almacén/ }));
    const options = within(await screen.findByRole('listbox', {}, wait)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Almacén Norte (NORTE-1)', 'Almacén Guadalajara (GDL)', 'Almacén Norte (NORTE-2)']),
    );
  });
});
