import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderLinesInput } from '../../../src/catalogue/orders/OrderLinesInput';
import { OrderLiveTotals } from '../../../src/catalogue/orders/OrderLiveTotals';
import { AppRecordNames } from '../support/AppRecordNames';
import { stubScreen } from '../support/screenWidth';
import { renderCatalogue } from './renderCatalogue';

const drill = { id: 7, label: 'Taladro percutor inalámbrico de 20 V con dos baterías y maletín', price: 1299.5 };
const drillWithStock = {
  ...drill,
  warehouse_stock: [
    { warehouse_id: 1, quantity: 0 },
    { warehouse_id: 2, quantity: 12 },
  ],
};
const warehouses = [
  { id: 1, label: 'Almacén Central de Monterrey' },
  { id: 2, label: 'Bodega Guadalajara Norte' },
];

const dataProvider = {
  getList: vi.fn(async (resource: string) => (resource === 'productos' ? { data: [drill], total: 1 } : { data: warehouses, total: warehouses.length })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
    data: (resource === 'productos' ? [drill] : warehouses).filter((record) => ids.includes(record.id)),
  })),
  getOne: vi.fn(async () => ({ data: drillWithStock })),
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('order lines', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fill the unit price from the chosen product, show its stock in the chosen warehouse and total in pesos', async () => {
    renderCatalogue(
      <SimpleForm toolbar={false} record={{ id: 1, lines: [{ quantity: 2, discount: 0, iva_rate: 16 }] }}>
        <OrderLinesInput />
        <OrderLiveTotals />
      </SimpleForm>,
      { dataProvider: dataProvider as never, resource: 'pedidos' },
    );

    await choose('Producto', drill.label);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Precio unitario' })).toHaveValue(1299.5));
    expect(screen.queryByTestId('order-line-stock')).not.toBeInTheDocument();

    await choose('Almacén', 'Bodega Guadalajara Norte');
    expect(await screen.findByTestId('order-line-stock')).toHaveTextContent('Disponible en este almacén: 12');
    await choose('Almacén', 'Almacén Central de Monterrey');
    await waitFor(() => expect(screen.getByTestId('order-line-stock')).toHaveTextContent('Disponible en este almacén: 0'));

    // The full names stay in their boxes: the product's is the whole label, not a cut one.
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveValue(drill.label);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,014.84 MXN');
  });

  it('offer two warehouses of one name each with its code, and keep the chosen one’s code in the box', async () => {
    const twins = [
      { id: 1, ref: 'NORTE-1', label: 'Almacén Norte' },
      { id: 3, ref: 'NORTE-2', label: 'Almacén Norte' },
    ];
    const search = vi.fn(async () => ({ data: twins, total: twins.length }));
    renderCatalogue(
      <AppRecordNames>
        <SimpleForm toolbar={false} record={{ id: 1, lines: [{ quantity: 1, discount: 0, iva_rate: 16 }] }}>
          <OrderLinesInput />
        </SimpleForm>
      </AppRecordNames>,
      { dataProvider: { ...dataProvider, getList: search } as never, resource: 'pedidos' },
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Almacén' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Almacén Norte (NORTE-1)', 'Almacén Norte (NORTE-2)']);
    await userEvent.click(options[1]!);
    expect(screen.getByRole('combobox', { name: 'Almacén' })).toHaveValue('Almacén Norte (NORTE-2)');
  });

  it('offer products of one name each with its reference and barcode, and keep the chosen one’s name in the box', async () => {
    const sizes = [
      { id: 11, ref: 'TMP-CH', barcode: '7501000000011', label: 'Temporizador de riego', price: 199 },
      { id: 12, ref: 'TMP-GR', barcode: null, label: 'Temporizador de riego', price: 249 },
    ];
    const search = vi.fn(async (resource: string) => (resource === 'productos' ? { data: sizes, total: 2 } : { data: warehouses, total: 2 }));
    renderCatalogue(
      <SimpleForm toolbar={false} record={{ id: 1, lines: [{ quantity: 1, discount: 0, iva_rate: 16 }] }}>
        <OrderLinesInput />
      </SimpleForm>,
      { dataProvider: { ...dataProvider, getList: search } as never, resource: 'pedidos' },
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Producto' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Temporizador de riegoTMP-CH · 7501000000011', 'Temporizador de riegoTMP-GR']);
    await userEvent.click(options[1]!);
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveValue('Temporizador de riego');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Precio unitario' })).toHaveValue(249));
  });

  it('on a phone, the button that adds a line says so in words', async () => {
    stubScreen('phone');
    renderCatalogue(
      <SimpleForm toolbar={false} record={{ id: 1, lines: [] }}>
        <OrderLinesInput />
      </SimpleForm>,
      { dataProvider: dataProvider as never, resource: 'pedidos' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
    expect(screen.getByRole('button', { name: 'Agregar línea' })).toHaveTextContent('Agregar línea');
    expect(await screen.findByRole('combobox', { name: 'Producto' })).toBeInTheDocument();
  });
});
