import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { FeaturesProvider } from '../../../../src/app/FeaturesContext';
import { i18nProvider } from '../../../../src/appProviders';
import { features } from '../../../../src/features';
import { AmazonSettingsPage } from '../../../../src/marketplaces/amazon/accounts/AmazonSettingsPage';
import type { AmazonAccount } from '../../../../src/marketplaces/amazon/amazonAccountCalls';
import { authorizationNavigation } from '../../../../src/settings/mercadolibre/MercadoLibreConnectButton';
import { stubScreen } from '../../support/screenWidth';

const healthy: AmazonAccount = {
  id: 1,
  selling_partner_id: 'A2SELLERMX1',
  name: 'Tienda Amazon MX',
  marketplace_id: 'A1AM78C64UM0Y8',
  active: true,
  status: 'connected',
  status_reason: null,
  last_refresh_at: '2026-11-20T10:00:00.000Z',
  access_token_expires_at: '2026-11-20T11:00:00.000Z',
};
const lapsed: AmazonAccount = {
  ...healthy,
  id: 2,
  selling_partner_id: 'A2SELLERMX2',
  name: 'Outlet Amazon MX',
  active: false,
  status: 'reauthorize',
  status_reason: 'invalid_grant',
  last_refresh_at: null,
  access_token_expires_at: null,
};

const Address = () => <output data-testid="address">{useLocation().pathname + useLocation().search}</output>;

const renderPage = (calls: object, path = '/configuracion/amazon') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeaturesProvider features={features}>
        <AdminContext dataProvider={testDataProvider(calls as Partial<DataProvider>)} i18nProvider={i18nProvider}>
          <AmazonSettingsPage />
          <Address />
          <Notification />
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );

/** The start-up's accounts: Amazon's from a list the test changes, the others none. */
const accountsFrom = (accounts: { list: AmazonAccount[] }) => ({
  getCredentials: (marketplace: string) => Promise.resolve(marketplace === 'amazon' ? accounts.list : []),
});

const cardOf = (name: string): HTMLElement => {
  const card = screen.getByText(name).closest('[data-account]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${name}`);
  return card;
};

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('es');
});

describe('the Amazon settings page', () => {
  it('shows each account’s health in words: active, token in use, last refresh, and a reauthorization needed', async () => {
    renderPage(accountsFrom({ list: [healthy, lapsed] }));
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
    const active = cardOf('Tienda Amazon MX');
    expect(within(active).getByText('Activa')).toBeInTheDocument();
    expect(within(active).getByText('Conectada')).toBeInTheDocument();
    expect(within(active).getByText('Vendedor A2SELLERMX1')).toBeInTheDocument();
    expect(within(active).getByText(/^Token de acceso vigente hasta /)).toBeInTheDocument();
    expect(within(active).getByText(/^Última renovación del token: /)).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Usar como activa' })).not.toBeInTheDocument();
    const other = cardOf('Outlet Amazon MX');
    expect(within(other).getByText('Hay que volver a autorizar')).toBeInTheDocument();
    expect(within(other).getByText('Sin token de acceso en uso; se pide al usarla')).toBeInTheDocument();
    expect(within(other).getByText('El token no se ha renovado todavía')).toBeInTheDocument();
    expect(within(other).getByText('Amazon rechazó la renovación del token (invalid_grant). Conecta la cuenta de nuevo.')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderPage(accountsFrom({ list: [lapsed] }));
    expect(await screen.findByText('Needs reauthorizing')).toBeInTheDocument();
    expect(screen.getByText('The token has not been refreshed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use as active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect account' })).toBeInTheDocument();
  });

  it('with no account, says what an empty table says, in English too', async () => {
    await i18nProvider.changeLocale('en');
    renderPage(accountsFrom({ list: [] }));
    expect(await screen.findByText('No information to display')).toBeInTheDocument();
  });

  it('on a phone, names its buttons in words, not bare icons', async () => {
    stubScreen('phone');
    renderPage(accountsFrom({ list: [healthy, lapsed] }));
    await screen.findByText('Outlet Amazon MX');
    expect(screen.getByRole('button', { name: 'Conectar cuenta' })).toHaveTextContent('Conectar cuenta');
    for (const button of within(cardOf('Outlet Amazon MX')).getAllByRole('button')) expect(button.textContent?.trim()).not.toBe('');
  });

  it('connects: the button sends the browser to the consent address the server gives, to come back to this host', async () => {
    const go = vi.spyOn(authorizationNavigation, 'go').mockImplementation(() => undefined);
    const getAmazonAuthorizationUrl = vi.fn(() => Promise.resolve({ url: 'http://127.0.0.1:4000/apps/authorize/consent?state=s1' }));
    renderPage({ ...accountsFrom({ list: [] }), getAmazonAuthorizationUrl });
    expect(await screen.findByText('No hay informacion para mostrar')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Conectar cuenta' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://127.0.0.1:4000/apps/authorize/consent?state=s1'));
    expect(getAmazonAuthorizationUrl).toHaveBeenCalledWith(window.location.origin);
  });

  it('on the return from the consent, exchanges the code once, drops it from the address and lists the new account', async () => {
    const accounts = { list: [] as AmazonAccount[] };
    // The exchange answers after the page's first reading of the accounts, as a round trip to Amazon does.
    const authorizeAmazonAccount = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      accounts.list = [healthy];
      return healthy;
    });
    renderPage({ ...accountsFrom(accounts), authorizeAmazonAccount }, '/configuracion/amazon?spapi_oauth_code=C0DE&state=s1&selling_partner_id=A2SELLERMX1');
    expect(await screen.findByText('Cuenta Tienda Amazon MX conectada')).toBeInTheDocument();
    expect(authorizeAmazonAccount).toHaveBeenCalledTimes(1);
    expect(authorizeAmazonAccount).toHaveBeenCalledWith({ spapi_oauth_code: 'C0DE', state: 's1', selling_partner_id: 'A2SELLERMX1' });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/configuracion\/amazon$/);
    expect(await screen.findByText('Tienda Amazon MX')).toBeInTheDocument();
  });

  it("syncs an account's stock as a task the toast links to; a lapsed account cannot", async () => {
    const syncAmazonAccountStock = vi.fn(() => Promise.resolve({ id: 42 }));
    renderPage({ ...accountsFrom({ list: [healthy, lapsed] }), syncAmazonAccountStock });
    const active = await waitFor(() => cardOf('Tienda Amazon MX'));
    expect(within(cardOf('Outlet Amazon MX')).getByRole('button', { name: 'Sincronizar stock' })).toBeDisabled();
    fireEvent.click(within(active).getByRole('button', { name: 'Sincronizar stock' }));
    expect(await screen.findByText(/Tarea #42 creada\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en Tareas' })).toHaveAttribute('href', '/tareas');
    expect(syncAmazonAccountStock).toHaveBeenCalledWith(1);
  });

  it('sets an account active and disconnects one after confirming', async () => {
    const accounts = { list: [healthy, lapsed] };
    const setActiveAmazonAccount = vi.fn((id: number) => {
      accounts.list = accounts.list.map((account) => ({ ...account, active: account.id === id }));
      return Promise.resolve(accounts.list.find((account) => account.id === id));
    });
    const deleteAmazonAccount = vi.fn((id: number) => {
      accounts.list = accounts.list.filter((account) => account.id !== id);
      return Promise.resolve();
    });
    renderPage({ ...accountsFrom(accounts), setActiveAmazonAccount, deleteAmazonAccount });
    fireEvent.click(await within(await waitFor(() => cardOf('Outlet Amazon MX'))).findByRole('button', { name: 'Usar como activa' }));
    expect(await screen.findByText('Cuenta activa cambiada')).toBeInTheDocument();
    expect(setActiveAmazonAccount).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(cardOf('Outlet Amazon MX')).getByText('Activa')).toBeInTheDocument());
    fireEvent.click(within(cardOf('Tienda Amazon MX')).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('¿Desconectar la cuenta Tienda Amazon MX? Sus ventas dejarán de sincronizarse.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('Tienda Amazon MX')).not.toBeInTheDocument());
    expect(deleteAmazonAccount).toHaveBeenCalledWith(1);
  });
});
