import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../../resources/catalogue';
import { OrderList } from '../../../src/catalogue/orders/OrderList';
import { features } from '../../../src/features';
import { renderDeclaredScreen, sampleRecord } from '../support/renderDeclaredScreen';
import { currentLocation, renderCatalogue } from './renderCatalogue';

const order = sampleRecord(orders, 'PED-0001');
const amazonSale = { ...order, channel: 'amazon' };
const loading = { timeout: 10_000 };

/** The server refuses a filter it does not declare, as the API does. */
const refusingUnknown = () =>
  vi.fn((_resource: string, { filter }: { filter: Record<string, unknown> }) =>
    'gone' in filter ? Promise.reject(new HttpError('Campo no admitido', 400)) : Promise.resolve({ data: [order], total: 1 }),
  );
const olderFilter = { not_cancelled: true, gone: 'x', status: 'validated' };

describe('the orders list', { timeout: 20_000 }, () => {
  it('shows the "to prepare" filter the home card opens it with, switched on', async () => {
    renderDeclaredScreen(features, `/pedidos?filter=${encodeURIComponent(JSON.stringify({ to_prepare: true }))}`, order);
    expect(await screen.findByLabelText('Por preparar y enviar', {}, loading)).toBeChecked();
  });

  it('offers it among the filters a seller can add', async () => {
    renderDeclaredScreen(features, '/pedidos', order);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar filtro' }, loading));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Estado', 'Cliente', 'Canal de venta', 'Por preparar y enviar']));
    expect(offered).not.toContain('Cuenta del canal');
  });

  it("filters by a customer offered with what tells customers of one name apart (an Amazon buyer's id, a city)", async () => {
    const customers = [
      { id: 9, name: 'Valeria Cruz', city: 'Monterrey' },
      { id: 60, name: 'Valeria Cruz', channel_buyer_key: 'amazon:702-7338069-0000034' },
    ];
    const getList = vi.fn(async (resource: string) => (resource === 'clientes' ? { data: customers, total: 2 } : { data: [order], total: 1 }));
    renderDeclaredScreen(features, '/pedidos', order, { getList } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar filtro' }, loading));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Cliente' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Cliente' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(['Valeria CruzMonterrey', 'Valeria CruzAmazon · comprador 702-7338069-0000034']);
    await userEvent.click(screen.getAllByRole('option')[1]);
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('pedidos', expect.objectContaining({ filter: expect.objectContaining({ client_id: 60 }) })));
  });

  it('says which marketplace each sale came from, in words, and filters by it from a list of names', async () => {
    renderDeclaredScreen(features, '/pedidos', amazonSale);
    expect(await screen.findByRole('columnheader', { name: 'Canal de venta' }, loading)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Amazon' })).toBeInTheDocument();
    expect(screen.queryByText('amazon')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Canal de venta' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Canal de venta' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(expect.arrayContaining(['Mercado Libre', 'Amazon']));
  });

  it('says "ERP" as the channel of an order made here, where the column was blank, and lists those orders alone on demand', async () => {
    const getList = vi.fn(async () => ({ data: [{ ...order, channel: null }], total: 1 }));
    renderDeclaredScreen(features, '/pedidos', order, { getList } as never);
    expect(await screen.findByRole('cell', { name: 'ERP' }, loading)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Hechos en el ERP' }));
    await waitFor(() => expect(screen.getByLabelText('Hechos en el ERP')).toBeChecked());
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('pedidos', expect.objectContaining({ filter: { made_in_erp: true } })));
  });

  it("reads an older version's not_cancelled in its address as sold, switched on, and drops a filter the list no longer has, without an error", async () => {
    const getList = refusingUnknown();
    renderCatalogue(<OrderList />, {
      resource: 'pedidos',
      url: `/pedidos?filter=${encodeURIComponent(JSON.stringify(olderFilter))}`,
      dataProvider: { getList } as never,
    });
    expect(await screen.findByLabelText('Vendidos', {}, loading)).toBeChecked();
    expect(getList.mock.calls.map(([, { filter }]) => filter)).toEqual([{ sold: true, status: 'validated' }]);
    expect(JSON.parse(new URLSearchParams(currentLocation.search).get('filter') ?? '{}')).toEqual({ sold: true, status: 'validated' });
    expect(await screen.findByText('PED-0001')).toBeInTheDocument();
    expect(screen.queryByText('Campo no admitido')).not.toBeInTheDocument();
  });

  it('reads the same from the settings the list stored in an earlier version', async () => {
    const getList = refusingUnknown();
    const store = memoryStore({ 'pedidos.listParams': { filter: olderFilter, displayedFilters: { not_cancelled: true }, page: 1, perPage: 5 } });
    renderCatalogue(<OrderList />, { resource: 'pedidos', url: '/pedidos', dataProvider: { getList } as never, store });
    expect(await screen.findByLabelText('Vendidos', {}, loading)).toBeChecked();
    expect(await screen.findByText('PED-0001')).toBeInTheDocument();
    expect(getList.mock.calls.map(([, { filter }]) => filter)).toEqual([{ sold: true, status: 'validated' }]);
    expect(screen.queryByText('Campo no admitido')).not.toBeInTheDocument();
  });
});
