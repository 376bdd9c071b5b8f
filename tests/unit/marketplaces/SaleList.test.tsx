import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { SaleList } from '../../../src/marketplaces/mercadolibre/sales/SaleList';
import { currentLocation, renderCatalogue } from '../catalogue/renderCatalogue';
import { stubScreen } from '../support/screenWidth';
import { lineRequests, salesWithLines } from './orderLinesSupport';
import { credentialStubs, outlet, tienda } from './publicationFixtures';

const readyToShip = {
  id: 7,
  marketplace_order_id: '2000000007',
  buyer_nickname: 'COMPRADOR_UNO',
  channel_account_id: tienda.id,
  payment_status: 'approved',
  order_tags: ['paid', 'not_delivered'],
  shipment_status: 'ready_to_ship',
  shipment_substatus: 'ready_to_print',
  logistic_type: 'drop_off',
  shipment_dates: { handling: '2026-11-20T10:00:00.000Z', ready_to_ship: '2026-11-20T10:05:00.000Z' },
  total_paid: 1798,
  datec: '2026-11-20T10:00:00.000Z',
};
const inTransit = {
  ...readyToShip,
  id: 8,
  marketplace_order_id: '2000000008',
  buyer_nickname: 'COMPRADOR_DOS',
  shipment_status: 'shipped',
  // A substatus the catalogue does not know yet is said as words too.
  shipment_substatus: 'in_sorting_center',
  logistic_type: 'cross_docking',
  order_tags: ['paid', 'pack_order'],
};

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const renderList = (accounts = [tienda, outlet]) => {
  const getList = vi.fn(() => Promise.resolve({ data: [readyToShip, inTransit], total: 2 }) as never);
  renderCatalogue(<SaleList />, { resource: 'mercadolibre/ventas', dataProvider: { getList, ...credentialStubs(accounts) } });
  return getList;
};

/** No MercadoLibre code shows as it is, alone or as `status (substatus)`. */
const expectNoRawCodes = () => {
  for (const code of ['ready_to_ship', 'ready_to_print', 'drop_off', 'cross_docking', 'not_delivered', 'pack_order', 'in_sorting_center', 'approved'])
    expect(screen.queryByText(new RegExp(code))).not.toBeInTheDocument();
};

afterEach(async () => {
  await i18nProvider.changeLocale('es');
});

describe('the MercadoLibre sales list', () => {
  it('lists the ERP orders of the channel with statuses, substatus, logistic type, tags and shipment dates as Spanish words', async () => {
    const getList = renderList();
    expect(await screen.findByText('2000000007')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('mercadolibre/ventas', expect.objectContaining({ filter: expect.objectContaining({ channel: 'mercadolibre' }) }));
    const first = rowOf('2000000007');
    expect(within(first).getByText('Aprobado')).toBeInTheDocument();
    expect(within(first).getByText('Listo para enviar · Etiqueta por imprimir')).toBeInTheDocument();
    expect(within(first).getByText('Entrega en agencia')).toBeInTheDocument();
    expect(within(first).getByText('Pagada')).toBeInTheDocument();
    expect(within(first).getByText('Sin entregar')).toBeInTheDocument();
    // Only the shipment's latest step and when it happened: a row of every step was taller than the screen could list.
    expect(within(first).getByText(/^Lista para enviar: /)).toBeInTheDocument();
    expect(within(first).queryByText(/^En preparación: /)).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Último paso del envío' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    expect(within(first).getByText('TIENDA_MX')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuenta' })).toBeInTheDocument();
    // The nickname may break after its underscore, not mid-word.
    const buyer = within(first).getByText((_content, element) => element?.tagName === 'SPAN' && element.textContent === 'COMPRADOR_UNO');
    expect(buyer.querySelector('wbr')).not.toBeNull();
    const second = rowOf('2000000008');
    expect(within(second).getByText('En camino · in sorting center')).toBeInTheDocument();
    expect(within(second).getByText('Colecta')).toBeInTheDocument();
    expect(within(second).getByText('Carrito')).toBeInTheDocument();
    expectNoRawCodes();
  });

  it('names the account of each sale only when there are several: with one it would repeat on every row', async () => {
    renderList([tienda]);
    expect(await screen.findByText('2000000007')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Comprador' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Cuenta' })).toBeNull();
    expect(screen.queryByText('TIENDA_MX')).toBeNull();
    // Nor a filter with one account to choose.
    expect(screen.queryByRole('combobox', { name: 'Cuenta' })).toBeNull();
  });

  it("opens a sale from the keyboard: its row takes the focus, Enter opens the sale's page", async () => {
    renderList();
    await screen.findByText('2000000007');
    const row = rowOf('2000000007');
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/mercadolibre/ventas/7/show'));
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('2000000007')).toBeInTheDocument();
    const first = rowOf('2000000007');
    expect(within(first).getByText('Approved')).toBeInTheDocument();
    expect(within(first).getByText('Ready to ship · Label to print')).toBeInTheDocument();
    expect(within(first).getByText('Drop-off at a carrier')).toBeInTheDocument();
    expect(within(first).getByText('Not delivered')).toBeInTheDocument();
    expect(within(first).getByText(/^Ready to ship: /)).toBeInTheDocument();
    expect(within(rowOf('2000000008')).getByText('Pickup (Colecta)')).toBeInTheDocument();
    expectNoRawCodes();
  });
});

describe('the MercadoLibre sales list naming what was sold', () => {
  afterEach(() => vi.unstubAllGlobals());

  const lines = [
    { id: 1, order_id: 7, title: 'Taladro inalámbrico 20V', quantity: 1 },
    { id: 2, order_id: 8, title: 'Broca de 8 mm', quantity: 3 },
    { id: 3, order_id: 8, title: 'Guantes de trabajo', quantity: 1 },
  ];
  const renderWithLines = () => {
    const getList = salesWithLines([readyToShip, inTransit], lines);
    renderCatalogue(<SaleList />, { resource: 'mercadolibre/ventas', dataProvider: { getList, ...credentialStubs([tienda]) } });
    return getList;
  };
  const expectOneRequestForThePage = (getList: ReturnType<typeof renderWithLines>) => {
    expect(lineRequests(getList)).toHaveLength(1);
    expect(lineRequests(getList)[0][1]).toEqual(expect.objectContaining({ filter: { order_id: [7, 8] } }));
  };

  it('names on each card what was sold beside the buyer, asking once for the lines of the page', async () => {
    stubScreen('phone');
    const getList = renderWithLines();
    const cardOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    const several = await screen.findByText('3 × Broca de 8 mm · Guantes de trabajo');
    expect(cardOf('2000000008')).toContainElement(several);
    expect(cardOf('2000000008')).toHaveTextContent('COMPRADOR_DOS');
    expect(within(cardOf('2000000007')).getByText('Taladro inalámbrico 20V')).toBeInTheDocument();
    expectOneRequestForThePage(getList);
  });

  it("names on a laptop's table what was sold under each sale's id, in the same columns, asking once for the lines of the page", async () => {
    stubScreen('laptop');
    const getList = renderWithLines();
    const several = await screen.findByText('3 × Broca de 8 mm · Guantes de trabajo');
    const [idCell] = within(rowOf('2000000008')).getAllByRole('cell');
    expect(idCell).toHaveTextContent('2000000008');
    expect(idCell).toContainElement(several);
    expect(several).toHaveStyle({ overflow: 'hidden', display: '-webkit-box' });
    expect(within(within(rowOf('2000000007')).getAllByRole('cell')[0]).getByText('Taladro inalámbrico 20V')).toBeInTheDocument();
    // No column of its own: the columns are the sale's, in their order.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Venta',
      'Comprador',
      'Pago',
      'Etiquetas',
      'Envío',
      'Logística',
      'Último paso del envío',
      'Pagado',
      'Fecha',
    ]);
    expectOneRequestForThePage(getList);
  });
});
