import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelListingList } from '../../../src/marketplaces/publications/ChannelListingList';
import { currentLocation, renderCatalogue } from '../catalogue/renderCatalogue';
import { stubScreen } from '../support/screenWidth';

const onMercadoLibre = {
  id: 311,
  channel: 'mercadolibre',
  record_id: 31,
  listing_id: 'MLM1000000031',
  product_id: 5,
  title: 'Cafetera italiana',
  status: 'published',
  state: 'on_sale',
  price: 450,
  available_quantity: 5,
  sync_state: 'out_of_sync',
  updated_at: '2026-11-20T10:05:00.000Z',
};
const onAmazon = {
  id: 72,
  channel: 'amazon',
  record_id: 7,
  listing_id: 'CAF-1',
  product_id: 5,
  title: 'Cafetera italiana de aluminio',
  status: 'INVALID',
  state: 'attention',
  price: 470,
  available_quantity: 0,
  sync_state: null,
  updated_at: '2026-11-20T10:04:00.000Z',
};

const renderList = () => {
  const getList = vi.fn().mockResolvedValue({ data: [onMercadoLibre, onAmazon], total: 2 });
  renderCatalogue(<ChannelListingList />, {
    resource: 'publicaciones',
    url: '/publicaciones',
    dataProvider: { getList, getMany: vi.fn().mockResolvedValue({ data: [{ id: 5, label: 'Cafetera' }] }) } as never,
  });
  return getList;
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the general publications list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows every marketplace's publications with the marketplace, its id, product, price, units and state in words", async () => {
    const getList = renderList();
    expect(await screen.findByText('Cafetera italiana', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('publicaciones', expect.objectContaining({ sort: { field: 'updated_at', order: 'DESC' } }));
    const mercadoLibre = within(rowOf('Cafetera italiana'));
    expect(mercadoLibre.getByText('Mercado Libre')).toBeInTheDocument();
    expect(mercadoLibre.getByText('MLM1000000031')).toBeInTheDocument();
    expect(mercadoLibre.getByText('$450.00 MXN')).toBeInTheDocument();
    expect(mercadoLibre.getByText('A la venta')).toBeInTheDocument();
    expect(mercadoLibre.getByText('Desincronizada')).toBeInTheDocument();
    expect(await mercadoLibre.findByText('Cafetera')).toBeInTheDocument();
    const amazon = within(rowOf('Cafetera italiana de aluminio'));
    expect(amazon.getByText('Amazon')).toBeInTheDocument();
    expect(amazon.getByText('Requiere atención')).toBeInTheDocument();
    for (const code of ['on_sale', 'attention', 'INVALID', 'mercadolibre']) expect(screen.queryByText(code)).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    // The marketplace and state filters beside their columns' headers.
    for (const filter of ['Marketplace', 'Estado']) {
      expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: new RegExp(filter) })).toBeInTheDocument();
    }
    // The seller chooses the columns; nothing offers an export this list does not have.
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
  }, 30_000);

  it("opens each publication on its marketplace's own screen", async () => {
    renderList();
    fireEvent.click(await screen.findByText('Cafetera italiana', {}, { timeout: 10_000 }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/mercadolibre/publicaciones/31'));
  }, 30_000);

  it("opens the publication's product on its sheet from the product's name, not the publication", async () => {
    renderList();
    await screen.findByText('Cafetera italiana', {}, { timeout: 10_000 });
    const product = await within(rowOf('Cafetera italiana')).findByRole('link', { name: 'Cafetera' });
    fireEvent.click(product);
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/ver/5'));
  }, 30_000);

  it('opens a publication from the keyboard: its row takes the focus, Enter opens it', async () => {
    renderList();
    await screen.findByText('Cafetera italiana', {}, { timeout: 10_000 });
    const row = rowOf('Cafetera italiana');
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/mercadolibre/publicaciones/31'));
  }, 30_000);

  it('opens an Amazon listing on the Amazon list, found by its SKU', async () => {
    renderList();
    fireEvent.click(await screen.findByText('Cafetera italiana de aluminio', {}, { timeout: 10_000 }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/amazon/publicaciones'));
    expect(JSON.parse(new URLSearchParams(currentLocation.search).get('filter')!)).toEqual({ busqueda: 'CAF-1' });
  }, 30_000);

  it('on a phone, shows each publication as a card with its marketplace, id, price, units and state', async () => {
    stubScreen('phone');
    renderList();
    const card = (await screen.findByText('Cafetera italiana', {}, { timeout: 10_000 })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Mercado Libre · MLM1000000031');
    expect(card).toHaveTextContent('$450.00 MXN · 5 disponibles');
    expect(card).toHaveTextContent('A la venta');
  }, 30_000);
});
