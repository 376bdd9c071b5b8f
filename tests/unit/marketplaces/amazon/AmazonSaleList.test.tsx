import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/appProviders';
import { AmazonSaleList } from '../../../../src/marketplaces/amazon/sales/AmazonSaleList';
import { currentLocation, renderCatalogue } from '../../catalogue/renderCatalogue';
import { stubScreen } from '../../support/screenWidth';
import { lineRequests, salesWithLines } from '../orderLinesSupport';
import { oneAmazonAccount, twoAmazonAccounts } from './amazonAccountsSupport';

const unshipped = {
  id: 11,
  channel: 'amazon',
  marketplace_order_id: '702-0000001-0000001',
  total_paid: 1299.5,
  marketplace_status: 'paid',
  shipment_status: 'handling',
  shipment_substatus: 'Unshipped',
  datec: '2026-11-20T10:00:00.000Z',
};
const awaitingPayment = {
  ...unshipped,
  id: 12,
  marketplace_order_id: '702-0000002-0000002',
  marketplace_status: 'pending',
  shipment_status: 'pending',
  shipment_substatus: 'Pending',
};

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const renderList = (at?: string, getCredentials: (marketplace: string) => Promise<unknown[]> = () => Promise.resolve([])) => {
  const getList = vi.fn(() => Promise.resolve({ data: [unshipped, awaitingPayment], total: 2 }) as never);
  renderCatalogue(<AmazonSaleList />, { resource: 'amazon/ventas', url: at, dataProvider: { getList, getCredentials } as never });
  return getList;
};

afterEach(async () => {
  await i18nProvider.changeLocale('es');
});

describe('the Amazon sales list', () => {
  it("lists the ERP orders of Amazon's channel with the global marketplace columns, statuses as Spanish words, delivery said once", async () => {
    const getList = renderList();
    expect(await screen.findByText('702-0000001-0000001')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('amazon/ventas', expect.objectContaining({ filter: expect.objectContaining({ channel: 'amazon' }) }));
    for (const header of ['ID', 'Total', 'Estado en el marketplace', 'Entrega', 'Fecha', 'Marketplace'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const paid = rowOf('702-0000001-0000001');
    expect(within(paid).getByText('Pagada')).toBeInTheDocument();
    expect(within(paid).getByText('Sin enviar')).toBeInTheDocument();
    expect(within(paid).queryByText(/En preparación/)).not.toBeInTheDocument();
    expect(within(paid).getByText('Amazon')).toBeInTheDocument();
    const pending = rowOf('702-0000002-0000002');
    expect(within(pending).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(pending).getByText('Pedido pendiente')).toBeInTheDocument();
    // A status Amazon adds later, without words yet, says the shipment's state rather than a code.
    cleanup();
    renderCatalogue(<AmazonSaleList />, {
      resource: 'amazon/ventas',
      dataProvider: {
        getList: () => Promise.resolve({ data: [{ ...unshipped, shipment_substatus: 'InvoiceUnconfirmed' }], total: 1 }),
        getCredentials: () => Promise.resolve([]),
      } as never,
    });
    await screen.findByText('702-0000001-0000001');
    expect(within(rowOf('702-0000001-0000001')).getByText('En preparación')).toBeInTheDocument();
    for (const code of ['Unshipped', 'handling', 'paid']) expect(screen.queryByText(new RegExp(`\\b${code}\\b`))).not.toBeInTheDocument();
    // The seller chooses the columns, as on every table.
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
  });

  it('opens the ERP order from the keyboard: its row takes the focus, Enter opens it', async () => {
    renderList();
    await screen.findByText('702-0000001-0000001');
    const row = rowOf('702-0000001-0000001');
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/pedidos/11/show'));
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('702-0000001-0000001')).toBeInTheDocument();
    for (const header of ['Marketplace status', 'Delivery', 'Date']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const paid = rowOf('702-0000001-0000001');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Unshipped')).toBeInTheDocument();
  });

  it("lands on a notification's order: ?busqueda becomes the search; ?marketplace=linio lists Linio's sales", async () => {
    const getList = renderList('/amazon/ventas?busqueda=702-0000001-0000001');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'amazon/ventas',
        expect.objectContaining({ filter: expect.objectContaining({ channel: 'amazon', busqueda: '702-0000001-0000001' }) }),
      ),
    );
    expect(await screen.findByDisplayValue('702-0000001-0000001')).toBeInTheDocument();
    cleanup();
    const linio = renderList('/amazon/ventas?marketplace=linio');
    await waitFor(() => expect(linio).toHaveBeenCalledWith('amazon/ventas', expect.objectContaining({ filter: { channel: 'linio' } })));
    expect(await screen.findByRole('columnheader', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it("filters by the account the orders came through, chosen by its name; a notification's account filter lands filtered", async () => {
    const filtered = `/amazon/ventas?filter=${encodeURIComponent(JSON.stringify({ channel_account_id: 2 }))}`;
    const getList = renderList(filtered, twoAmazonAccounts);
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('amazon/ventas', expect.objectContaining({ filter: { channel: 'amazon', channel_account_id: 2 } })),
    );
    const account = await screen.findByRole('combobox', { name: 'Cuenta' });
    await waitFor(() => expect(account).toHaveTextContent('Outlet Amazon'));
    await userEvent.click(account);
    expect(await screen.findByRole('option', { name: 'Tienda Amazon MX' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Tienda Amazon MX' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('amazon/ventas', expect.objectContaining({ filter: { channel: 'amazon', channel_account_id: 1 } })),
    );
  });

  it('offers no account to choose when one is connected', async () => {
    renderList(undefined, oneAmazonAccount);
    expect(await screen.findByText('702-0000001-0000001')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cuenta' })).not.toBeInTheDocument();
  });
});

describe('the Amazon sales list naming what was sold', () => {
  afterEach(() => vi.unstubAllGlobals());

  const orders = [
    { ...unshipped, client_id: 51 },
    { ...awaitingPayment, client_id: 52 },
  ];
  const longTitle = 'Audífonos inalámbricos con cancelación de ruido activa, estuche de carga y 40 horas de batería';
  const lines = [
    { id: 1, order_id: 11, title: 'Cafetera de goteo 12 tazas', quantity: 2 },
    { id: 2, order_id: 11, title: 'Filtros de papel', quantity: 1 },
    { id: 3, order_id: 12, title: longTitle, quantity: 1 },
  ];
  const customers = [
    { id: 51, name: 'Jorge Ramírez' },
    { id: 52, name: 'Ana López' },
  ];
  const renderCards = () => {
    const getList = salesWithLines(orders, lines);
    const getMany = vi.fn(
      (_resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: customers.filter((customer) => ids.includes(customer.id)) }) as never,
    );
    renderCatalogue(<AmazonSaleList />, {
      resource: 'amazon/ventas',
      dataProvider: { getList, getMany, getCredentials: () => Promise.resolve([]) } as never,
    });
    return { getList, getMany };
  };
  const cardOf = (text: string): HTMLElement => {
    const card = screen.getByText(text).closest('li');
    if (!card) throw new Error(`no card for ${text}`);
    return card;
  };

  it('names on each card what was sold and to whom, asking once for the lines and once for the customers of the page', async () => {
    stubScreen('phone');
    const { getList, getMany } = renderCards();
    const products = await screen.findByText('2 × Cafetera de goteo 12 tazas · Filtros de papel');
    expect(cardOf('702-0000001-0000001')).toContainElement(products);
    await waitFor(() => expect(cardOf('702-0000001-0000001')).toHaveTextContent('Jorge Ramírez · Pagada · Sin enviar · $1,299.50 MXN'));
    expect(cardOf('702-0000002-0000002')).toHaveTextContent('Ana López · Pendiente de pago · Pedido pendiente · $1,299.50 MXN');
    // The title is the id alone: beside the shipment button an id and an amount broke after their separator.
    expect(within(cardOf('702-0000001-0000001')).getByRole('link')).toHaveTextContent(/^702-0000001-0000001$/);
    // A long title is cut at two lines rather than growing its card.
    const long = within(cardOf('702-0000002-0000002')).getByText(longTitle);
    expect(long).toHaveStyle({ overflow: 'hidden', display: '-webkit-box' });
    expect(lineRequests(getList)).toHaveLength(1);
    expect(lineRequests(getList)[0][1]).toEqual(expect.objectContaining({ filter: { order_id: [11, 12] } }));
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('clientes', expect.objectContaining({ ids: [51, 52] }));
  });

  it("names what was sold under each sale's id in the laptop's table, keeping its columns, asking once for the lines of the page", async () => {
    stubScreen('laptop');
    const { getList } = renderCards();
    const products = await screen.findByText('2 × Cafetera de goteo 12 tazas · Filtros de papel');
    const [idCell] = within(rowOf('702-0000001-0000001')).getAllByRole('cell');
    expect(idCell).toHaveTextContent('702-0000001-0000001');
    expect(idCell).toContainElement(products);
    // A long title is cut at two lines, in the quieter colour of a secondary line.
    const long = within(within(rowOf('702-0000002-0000002')).getAllByRole('cell')[0]).getByText(longTitle);
    expect(long).toHaveStyle({ overflow: 'hidden', display: '-webkit-box' });
    expect(getComputedStyle(long).color).not.toBe(getComputedStyle(idCell.querySelector('span') as HTMLElement).color);
    // The columns stay the global marketplace's sale columns, with the shipment action.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Total',
      'Estado en el marketplace',
      'Entrega',
      'Fecha',
      'Marketplace',
      'Acciones',
    ]);
    expect(lineRequests(getList)).toHaveLength(1);
    expect(lineRequests(getList)[0][1]).toEqual(expect.objectContaining({ filter: { order_id: [11, 12] } }));
  });
});
