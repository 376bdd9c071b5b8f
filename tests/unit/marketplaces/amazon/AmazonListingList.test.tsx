import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/appProviders';
import { AmazonListingList } from '../../../../src/marketplaces/amazon/publications/AmazonListingList';
import { renderInAdmin } from '../../support/renderInAdmin';
import { stubScreen } from '../../support/screenWidth';
import { oneAmazonAccount, twoAmazonAccounts } from './amazonAccountsSupport';

const onSale = {
  id: 21,
  account_id: 1,
  product_id: 5,
  sku: 'LIC-1',
  title: 'Licuadora de vidrio',
  brand: 'Oster',
  product_type: 'PRODUCT',
  quantity: 7,
  price: 899,
  status: 'BUYABLE',
  submission_status: 'ACCEPTED',
  issues: [],
  updated_at: '2026-11-30T10:00:00.000Z',
};
const refused = {
  ...onSale,
  id: 22,
  sku: 'LIC-2',
  title: 'Licuadora sin marca',
  brand: null,
  quantity: 0,
  status: 'INVALID',
  submission_status: 'INVALID',
  issues: [
    { attribute: 'brand', code: '90220', message: "'brand' is required but not supplied.", severity: 'ERROR' },
    { attribute: 'purchasable_offer', code: '4000001', message: "The value for 'our_price' must be greater than 0.", severity: 'ERROR' },
  ],
};

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** The two listings on page 1 of `total`; any other page holds one more. The screen opens at `path`, the seller's accounts from `getCredentials`. */
const renderList = (total = 2, { path = '/', getCredentials = (_marketplace: string): Promise<unknown[]> => Promise.resolve([]) } = {}) => {
  const calls = {
    getList: vi.fn((_resource: string, { pagination }: { pagination: { page: number } }) =>
      Promise.resolve(pagination.page === 1 ? { data: [onSale, refused], total } : { data: [{ ...onSale, id: 23, sku: 'LIC-3' }], total }),
    ),
    getMany: vi.fn(() => Promise.resolve({ data: [{ id: 5, ref: 'LIC', label: 'Licuadora' }] }) as never),
    patchAmazonListing: vi.fn(() => Promise.resolve({ ...onSale, price: 950 })),
    updateAmazonOffers: vi.fn(() => Promise.resolve({ id: 31 })),
    getCredentials,
  };
  renderInAdmin(<AmazonListingList />, { resource: 'amazon/publicaciones', path, dataProvider: calls as never });
  return calls;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('es');
});

describe('the Amazon listings list', () => {
  it("shows the global marketplace's transmission columns, statuses as Spanish words and a refusal's issues per attribute", async () => {
    const { getList } = renderList();
    expect(await screen.findByText('LIC-1')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('amazon/publicaciones', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }));
    for (const header of ['ID', 'Producto', 'Descripción', 'Marca', 'Categoría', 'Stock', 'SKU', 'Marketplace', 'Estado', 'Acciones'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    const sold = rowOf('LIC-1');
    expect(within(sold).getByText('A la venta')).toBeInTheDocument();
    expect(await within(sold).findByRole('link', { name: 'Licuadora' })).toHaveAttribute('href', '/productos/ver/5');
    expect(within(sold).getByText('Producto general')).toBeInTheDocument();
    expect(within(sold).getByText('Amazon México')).toBeInTheDocument();
    const invalid = rowOf('LIC-2');
    expect(within(invalid).getByText('Rechazada por Amazon')).toBeInTheDocument();
    const issues = within(invalid).getByRole('list', { name: 'Amazon indicó:' });
    expect(within(issues).getByText('Marca:')).toBeInTheDocument();
    expect(within(issues).getByText('Precio:')).toBeInTheDocument();
    expect(within(issues).getByText(/must be greater than 0/)).toBeInTheDocument();
    for (const code of ['BUYABLE', 'INVALID', 'purchasable_offer']) expect(screen.queryByText(new RegExp(`^${code}`))).not.toBeInTheDocument();
  });

  it('edits the price of an accepted listing from its "⋯" menu, sending only what changed and the version it loaded; a refused one offers only deleting', async () => {
    const { patchAmazonListing } = renderList();
    await screen.findByText('LIC-2');
    fireEvent.click(within(rowOf('LIC-2')).getByRole('button', { name: 'Acciones de Licuadora sin marca' }));
    expect(screen.queryByRole('menuitem', { name: 'Editar precio y stock' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Eliminar de Amazon' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(within(rowOf('LIC-1')).getByRole('button', { name: 'Acciones de Licuadora de vidrio' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar precio y stock' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Precio'), { target: { value: '950' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar en Amazon' }));
    await waitFor(() => expect(patchAmazonListing).toHaveBeenCalledWith(21, { price: 950, updated_at: '2026-11-30T10:00:00.000Z' }));
    expect(await screen.findByText('Amazon aceptó el cambio')).toBeInTheDocument();
  });

  it("says an out-of-range price or quantity in the app's words rather than the browser's", async () => {
    const { patchAmazonListing } = renderList();
    await screen.findByText('LIC-1');
    fireEvent.click(within(rowOf('LIC-1')).getByRole('button', { name: 'Acciones de Licuadora de vidrio' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar precio y stock' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Precio'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar en Amazon' }));
    expect(await within(dialog).findByText('Debe ser al menos 0.01')).toBeInTheDocument();
    expect(within(dialog).getByText('Debe ser al menos 0')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Stock')).not.toHaveAttribute('min');
    expect(patchAmazonListing).not.toHaveBeenCalled();
  });

  it('closes the edit dialog with "Cancelar", sending nothing', async () => {
    const { patchAmazonListing } = renderList();
    await screen.findByText('LIC-1');
    fireEvent.click(within(rowOf('LIC-1')).getByRole('button', { name: 'Acciones de Licuadora de vidrio' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar precio y stock' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchAmazonListing).not.toHaveBeenCalled();
  });

  it('forgets the selection on another page, so a bulk action never acts on listings out of sight', async () => {
    renderList(6);
    await screen.findByText('LIC-1');
    fireEvent.click(within(rowOf('LIC-1')).getByRole('checkbox'));
    expect(await screen.findByText('1 seleccionado')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await screen.findByText('LIC-3');
    await waitFor(() => expect(screen.queryByText('1 seleccionado')).not.toBeInTheDocument());
  });

  it("sends the selected listings' stock and price as a task, announced like every marketplace's tasks", async () => {
    const calls = renderList();
    await screen.findByText('LIC-1');
    fireEvent.click(within(rowOf('LIC-1')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar stock y precio' }));
    expect(await screen.findByText(/Tarea #31 creada\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
    expect(calls.updateAmazonOffers).toHaveBeenCalledWith([21]);
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('LIC-1')).toBeInTheDocument();
    expect(within(rowOf('LIC-1')).getByText('On sale')).toBeInTheDocument();
    const invalid = rowOf('LIC-2');
    expect(within(invalid).getByText('Refused by Amazon')).toBeInTheDocument();
    expect(within(invalid).getByText('Brand:')).toBeInTheDocument();
    for (const header of ['Description', 'Brand', 'Category', 'Status']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  });

  it('keeps a SKU on one line, and offers the price among the columns, as money', async () => {
    renderList();
    const sku = await screen.findByText('LIC-1');
    // A SKU broken at its hyphen ("LIC-" over "1") reads as two codes; a long one is cut, whole in its tooltip.
    expect(sku).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: '14em' });
    expect(sku).toHaveAttribute('title', 'LIC-1');
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    // The declared transmission columns by default; the price is the seller's to show.
    expect(headers()).not.toContain('Precio');
    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Precio' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toContain('Precio'));
    const price = within(rowOf('LIC-1')).getByText('$899.00 MXN');
    expect(price.closest('td')).toHaveStyle({ whiteSpace: 'nowrap', textAlign: 'right' });
  });

  it('on a phone, shows each listing as a card: the SKU on one line as its title, then the title, status in words, price and units', async () => {
    stubScreen('phone');
    renderList();
    const card = (await screen.findByText('A la venta', {}, { timeout: 10_000 })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('LIC-1Licuadora de vidrio');
    // The SKU is the card's title, on one line, cut with an ellipsis on a narrow phone and whole in its tooltip.
    const sku = within(card).getByTitle('LIC-1');
    expect(sku).toHaveTextContent(/^LIC-1$/);
    expect(sku).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(card).toHaveTextContent('$899.00 MXN · 7 disponibles');
    const refusedCard = screen.getByText('Licuadora sin marca').closest('li')!;
    expect(refusedCard).toHaveTextContent('0 disponibles');
  }, 30_000);

  it("filters by the account the listings are on, chosen by its name; a link to one account's listings lands filtered", async () => {
    const path = `/amazon/publicaciones?filter=${encodeURIComponent(JSON.stringify({ account_id: 2 }))}`;
    const { getList } = renderList(2, { path, getCredentials: twoAmazonAccounts });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('amazon/publicaciones', expect.objectContaining({ filter: { account_id: 2 } })));
    const account = await screen.findByRole('combobox', { name: 'Cuenta' });
    await waitFor(() => expect(account).toHaveTextContent('Outlet Amazon'));
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('option', { name: 'Tienda Amazon MX' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('amazon/publicaciones', expect.objectContaining({ filter: { account_id: 1 } })));
  });

  it('offers no account to choose when one is connected', async () => {
    renderList(2, {
      getCredentials: oneAmazonAccount,
    });
    expect(await screen.findByText('LIC-1')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cuenta' })).not.toBeInTheDocument();
  });
});
