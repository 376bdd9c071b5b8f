import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from '../../../src/catalogue/products/ProductList';
import { currentLocation, renderCatalogue } from './renderCatalogue';
import { stubScreen } from '../support/screenWidth';

const mouse = {
  id: 7,
  rowid: 7,
  ref: 'RAT-001',
  label: 'Ratón inalámbrico',
  price: 100,
  price_ttc: 116,
  stock: 12,
  barcode: '7501234567890',
  images: [{ id: 'a', url: '/media/a.jpg', thumbnail_url: '/media/a.thumb.webp', position: 0, main: true }],
};

const emptyReferences = {
  getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
  getMany: vi.fn(() => Promise.resolve({ data: [] })),
};

afterEach(() => vi.unstubAllGlobals());

describe('ProductList', () => {
  it('shows the catalogue columns and one row per product, its reference and barcode each on one line', async () => {
    const getList = vi.fn((resource: string) =>
      Promise.resolve(resource === 'productos' ? { data: [mouse], total: 1 } : { data: [{ id: 1, product_id: 7, category_id: 3 }], total: 1 }),
    );
    const getMany = vi.fn(() => Promise.resolve({ data: [{ id: 3, label: 'Periféricos' }] }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: { getList, getMany } as never });
    expect(await screen.findByText('Ratón inalámbrico')).toBeInTheDocument();
    for (const header of ['Referencia', 'Imagen', 'Nombre', 'Precio', 'Precio con IVA', 'Stock', 'Categoría', 'Código de barras']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // A reference broken after its hyphen ("RAT-" above "001") reads as two codes.
    expect(screen.getByText('RAT-001').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('7501234567890').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('img', { name: 'Ratón inalámbrico' })).toHaveAttribute('src', '/media/a.thumb.webp');
    expect(await screen.findByText('Periféricos')).toBeInTheDocument();
    // The category links of the whole page come in one request.
    expect(getList.mock.calls.filter(([resource]) => resource === 'producto_categorias')).toHaveLength(1);
  });

  it('shows prices in pesos, offers the column chooser and opens a product from the keyboard', async () => {
    const getList = vi.fn((resource: string) => Promise.resolve(resource === 'productos' ? { data: [mouse], total: 1 } : { data: [], total: 0 }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: { ...emptyReferences, getList } as never });
    expect(await screen.findByText('$116.00 MXN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    const row = screen.getByText('RAT-001').closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/productos/ver/7'));
  });

  it("on a phone, deletes the product whose card is selected, while the card's title still links to its sheet", async () => {
    stubScreen('phone');
    const getList = vi.fn((resource: string) => Promise.resolve(resource === 'productos' ? { data: [mouse], total: 1 } : { data: [], total: 0 }));
    const deleteMany = vi.fn(() => Promise.resolve({ data: [7] }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: { ...emptyReferences, getList, deleteMany } as never });
    // The card's title is its link, whose box covers the card in a browser.
    expect(await screen.findByRole('link', { name: 'Ratón inalámbrico' })).toHaveAttribute('href', '/productos/ver/7');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Ratón inalámbrico»' }));
    expect(currentLocation.pathname).toBe('/productos');
    const bar = (await screen.findByText('1 seleccionado')).closest('.MuiToolbar-root') as HTMLElement;
    await userEvent.click(within(bar).getByRole('button', { name: 'Borrar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('productos', expect.objectContaining({ ids: [7] })));
  });

  it("says 'No hay informacion para mostrar' when there are no products", async () => {
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: emptyReferences as never });
    expect(await screen.findByText('No hay informacion para mostrar')).toBeInTheDocument();
  });

  it('offers to take the search away when it matches no product, instead of a "Crear" as for an empty catalogue', async () => {
    const getList = vi.fn((resource: string, params: { filter: Record<string, unknown> }) =>
      Promise.resolve(resource === 'productos' && !params.filter.busqueda ? { data: [mouse], total: 1 } : { data: [], total: 0 }),
    );
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos?busqueda=zzqqxx', dataProvider: { ...emptyReferences, getList } as never });
    const empty = within((await screen.findByText('No hay informacion para mostrar')).parentElement!);
    expect(empty.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    await userEvent.click(empty.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('Ratón inalámbrico')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.search).not.toContain('busqueda'));
  });

  it('reads ?page=2&step=5 from the URL and asks for page 2 of 5', async () => {
    const getList = vi.fn((_resource: string, _params: { pagination: unknown }) => Promise.resolve({ data: [mouse], total: 12 }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos?page=2&step=5', dataProvider: { getList } as never });
    await screen.findByText('Ratón inalámbrico');
    const productCalls = getList.mock.calls.filter(([resource]) => resource === 'productos');
    expect(productCalls[0][1].pagination).toEqual({ page: 2, perPage: 5 });
    expect(productCalls.every(([, params]) => JSON.stringify(params.pagination) === JSON.stringify({ page: 2, perPage: 5 }))).toBe(true);
  });

  it('writes the page and step back to the URL when the user pages', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [mouse], total: 12 }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: { getList } as never });
    await screen.findByText('Ratón inalámbrico');
    await waitFor(() => expect(currentLocation.search).toBe('?page=1&step=5'));
    await userEvent.click(screen.getByRole('button', { name: /página 2|page 2/i }));
    await waitFor(() => expect(currentLocation.search).toBe('?page=2&step=5'));
    expect(getList).toHaveBeenCalledWith('productos', expect.objectContaining({ pagination: { page: 2, perPage: 5 } }));
  });

  it('shows the place stored from the last visit at the bare address, and names it with page and step', async () => {
    const getList = vi.fn((_resource: string, _params: { pagination: unknown; sort: unknown }) => Promise.resolve({ data: [mouse], total: 12 }));
    const store = memoryStore({ 'productos.listParams': { page: 2, perPage: 5, sort: 'label', order: 'ASC', filter: {}, displayedFilters: {} } });
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos', dataProvider: { getList } as never, store });
    await screen.findByText('Ratón inalámbrico');
    await waitFor(() => expect(currentLocation.search).toBe('?page=2&step=5&sort=label&order=ASC'));
    expect(getList).toHaveBeenCalledWith('productos', expect.objectContaining({ pagination: { page: 2, perPage: 5 }, sort: { field: 'label', order: 'ASC' } }));
  });

  it('reads ?stock_alert=true from the URL (the home page links there), asks only for the low-stock products and keeps it in the URL', async () => {
    const getList = vi.fn((_resource: string, _params: { filter: unknown }) => Promise.resolve({ data: [mouse], total: 1 }));
    renderCatalogue(<ProductList />, { resource: 'productos', url: '/productos?stock_alert=true', dataProvider: { getList } as never });
    await screen.findByText('Ratón inalámbrico');
    const productCalls = getList.mock.calls.filter(([resource]) => resource === 'productos');
    expect(productCalls.every(([, params]) => JSON.stringify(params.filter) === JSON.stringify({ stock_alert: true }))).toBe(true);
    await waitFor(() => expect(currentLocation.search).toBe('?page=1&step=5&stock_alert=true'));
  });
});
