import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { SettingsPage } from '../../../src/settings/SettingsPage';
import { MercadoLibreSettingsPage } from '../../../src/settings/mercadolibre/MercadoLibreSettingsPage';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';
import { credentialStubs, outlet, tienda } from '../marketplaces/publicationFixtures';

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** The account table's sales settings list the warehouses. */
const noWarehouses = () => Promise.resolve({ data: [], total: 0 });

afterEach(() => i18nProvider.changeLocale('es'));

describe('settings', () => {
  it('lists the platforms it connects with their state, each to configure; none it could only call unavailable', async () => {
    renderInAdmin(<SettingsPage />, { dataProvider: credentialStubs([tienda]) as never });
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(screen.getAllByText('No conectado')).toHaveLength(1);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Configuración', 'Mercado Libre', 'Amazon']);
    expect(screen.getAllByRole('link', { name: 'Configurar' }).map((link) => link.getAttribute('href'))).toEqual([
      '/configuracion/mercadolibre',
      '/configuracion/amazon',
    ]);
  });

  it('on a phone, names the Configurar links in words, not as an empty spot to tap', async () => {
    stubScreen('phone');
    try {
      renderInAdmin(<SettingsPage />, { dataProvider: credentialStubs([tienda]) as never });
      await screen.findByText('Conectado');
      const links = screen.getAllByRole('link', { name: 'Configurar' });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveTextContent('Configurar');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the MercadoLibre accounts with User_id, active flag and status, and a reconnect prompt for a revoked one', async () => {
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: { ...credentialStubs([tienda, outlet]), getList: noWarehouses } as never });
    expect(await screen.findByText('TIENDA_MX')).toBeInTheDocument();
    const active = rowOf('TIENDA_MX');
    expect(within(active).getByText('5001')).toBeInTheDocument();
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(within(active).getByText('Conectada')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Usar como activa' })).not.toBeInTheDocument();
    const revoked = rowOf('OUTLET_MX');
    expect(within(revoked).getByText('Revocada')).toBeInTheDocument();
    expect(within(revoked).getByRole('button', { name: 'Usar como activa' })).toBeInTheDocument();
    expect(screen.getByText('La cuenta OUTLET_MX perdió la autorización')).toBeInTheDocument();
    expect(screen.getByText('El vendedor revocó el acceso de la aplicación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conectar cuenta' })).toBeInTheDocument();
  });

  it('on a phone, names its buttons in words: Conectar cuenta, Reconectar, Usar como activa', async () => {
    stubScreen('phone');
    try {
      renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: { ...credentialStubs([tienda, outlet]), getList: noWarehouses } as never });
      await screen.findByText('TIENDA_MX');
      for (const name of ['Conectar cuenta', 'Reconectar', 'Usar como activa']) expect(screen.getByRole('button', { name })).toHaveTextContent(name);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a phone, shows each account as a card, not a table wider than the screen, with its settings and every action', async () => {
    stubScreen('phone');
    try {
      renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: { ...credentialStubs([tienda, outlet]), getList: noWarehouses } as never });
      await screen.findByText('TIENDA_MX');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = screen.getByText('TIENDA_MX').closest('[data-account]') as HTMLElement;
      expect(within(card).getByText('Activa')).toBeInTheDocument();
      expect(within(card).getByText('Conectada')).toBeInTheDocument();
      expect(within(card).getByText('ID de usuario: 5001')).toBeInTheDocument();
      expect(within(card).getByRole('combobox', { name: 'Descontar el stock' })).toBeInTheDocument();
      for (const name of ['Sincronizar stock', 'Eliminar']) expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('changes when an account’s sales take their stock and from which warehouse, sending the version of the settings it shows', async () => {
    const saved: unknown[] = [];
    const version = '2029-06-01T00:00:00.000Z';
    const dataProvider = {
      ...credentialStubs([{ ...tienda, sales_settings_version: version }]),
      getList: () => Promise.resolve({ data: [{ id: 3, label: 'Bodega Norte' }], total: 1 }),
      updateAccountSalesSettings: (id: number, settings: unknown) => (saved.push([id, settings]), Promise.resolve({ ...tienda, ...(settings as object) })),
    };
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: dataProvider as never });
    const row = await waitFor(() => rowOf('TIENDA_MX'));
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Descontar el stock' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Al crearse la venta (reserva)' }));
    await waitFor(() => expect(saved).toEqual([[1, { sales_stock_moment: 'created', sales_warehouse_id: null, sales_settings_version: version }]]));
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Almacén de las ventas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bodega Norte' }));
    await waitFor(() => expect(saved[1]).toEqual([1, { sales_stock_moment: 'paid', sales_warehouse_id: 3, sales_settings_version: version }]));
  });

  it('shows an account that takes its sales from the first warehouse as "El primer almacén", not a blank box', async () => {
    renderInAdmin(<MercadoLibreSettingsPage />, {
      dataProvider: { ...credentialStubs([tienda]), getList: () => Promise.resolve({ data: [{ id: 3, label: 'Bodega Norte' }], total: 1 }) } as never,
    });
    const row = await waitFor(() => rowOf('TIENDA_MX'));
    expect(within(row).getByRole('combobox', { name: 'Almacén de las ventas' })).toHaveTextContent('El primer almacén');
  });

  // Worded as the Amazon page's title is: "Cuentas de Amazon".
  it.each([
    ['es', 'Cuentas de Mercado Libre'],
    ['en', 'Mercado Libre accounts'],
  ])('is titled by what it lists (%s)', async (locale, title) => {
    await i18nProvider.changeLocale(locale);
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: { ...credentialStubs([tienda]), getList: noWarehouses } as never });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['es', 'No hay informacion para mostrar'],
    ['en', 'No information to display'],
  ])('with no account, says what an empty table says (%s)', async (locale, words) => {
    await i18nProvider.changeLocale(locale);
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: credentialStubs([]) as never });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it("says why the server refused an account's action, after what failed", async () => {
    const dataProvider = {
      ...credentialStubs([tienda]),
      getList: noWarehouses,
      syncAccountStock: () => Promise.reject(new HttpError('La cuenta no tiene publicaciones activas o pausadas', 409, { error: 'conflict' })),
    };
    renderInAdmin(<MercadoLibreSettingsPage />, { dataProvider: dataProvider as never });
    const row = await waitFor(() => rowOf('TIENDA_MX'));
    fireEvent.click(within(row).getByRole('button', { name: 'Sincronizar stock' }));
    expect(await screen.findByText('No se pudo sincronizar el stock: La cuenta no tiene publicaciones activas o pausadas')).toBeInTheDocument();
  });
});
