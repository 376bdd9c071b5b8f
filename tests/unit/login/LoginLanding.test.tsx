import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, useLocation, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feature } from '../../../src/app/feature';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { lazyScreen } from '../../../src/app/lazyScreen';
import { i18nProvider } from '../../../src/appProviders';
import { LoginPage } from '../../../src/login/LoginPage';
import { tokenStore } from '../../../src/providers/tokenStore';

const Icon = () => null;
const Landed = () => {
  const { pathname, search } = useLocation();
  return <p>{`En ${pathname}${search}`}</p>;
};

/** A shop whose products list and home page load their code through spies, each telling its first query. */
const shop = () => {
  const loadList = vi.fn(async () => ({ default: Landed }));
  const loadHome = vi.fn(async () => ({ default: Landed }));
  const homeFigures = vi.fn(async () => ({ sales: 12 }));
  const feature: Feature = {
    id: 'shop',
    dashboard: lazyScreen(loadHome),
    dashboardQuery: () => ({ queryKey: ['home', 'figures'], queryFn: homeFigures }),
    entries: [
      {
        id: 'productos',
        section: 'erp',
        label: 'app.menu.products',
        icon: Icon,
        to: '/productos',
        resource: {
          name: 'productos',
          icon: Icon,
          list: lazyScreen(loadList),
          firstQuery: (search) => ({
            pagination: { page: Number(new URLSearchParams(search).get('page')), perPage: 5 },
            sort: { field: 'rowid', order: 'DESC' },
            filter: {},
          }),
        },
      },
    ],
  };
  return { feature, loadList, loadHome, homeFigures };
};

/** Signs in as the session store keeps a seller who signed in. */
const signingIn: AuthProvider = {
  login: async () => tokenStore.save({ token: 'acceso', refreshToken: 'renovación', userName: 'Ana', id: 4, remember: false }),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const openLogin = (feature: Feature, entry: { pathname: string; state?: unknown }) => {
  const queryClient = new QueryClient();
  const getList = vi.fn(() => new Promise(() => undefined));
  render(
    <MemoryRouter initialEntries={[entry]}>
      <FeaturesProvider features={[feature]}>
        <AdminContext dataProvider={testDataProvider({ getList } as never)} authProvider={signingIn} i18nProvider={i18nProvider} queryClient={queryClient}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );
  return { queryClient, getList };
};

const signIn = async () => {
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu correo'), 'ana@example.com');
  await userEvent.type(screen.getByPlaceholderText('Ingresa tu contraseña'), 'secreto123');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signing in, the landing page opened early', () => {
  it('fetches the code of the page the seller was sent from while they type, and sends its first query as soon as they are in', async () => {
    const { feature, loadList, loadHome } = shop();
    const { queryClient, getList } = openLogin(feature, { pathname: '/login', state: { nextPathname: '/productos', nextSearch: '?page=2' } });

    await waitFor(() => expect(loadList).toHaveBeenCalledOnce());
    expect(loadHome).not.toHaveBeenCalled();
    expect(getList).not.toHaveBeenCalled();
    await signIn();

    expect(await screen.findByText('En /productos?page=2')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('productos', { pagination: { page: 2, perPage: 5 }, sort: { field: 'rowid', order: 'DESC' }, filter: {} });
    // The session's answers are in react-admin's cache before the landing page asks for them.
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toEqual({ id: 4, fullName: 'Ana' });
  });

  it('opens the home page early when the seller came to the sign-in page directly', async () => {
    const { feature, loadList, loadHome, homeFigures } = shop();
    const { queryClient } = openLogin(feature, { pathname: '/login' });

    await waitFor(() => expect(loadHome).toHaveBeenCalledOnce());
    expect(homeFigures).not.toHaveBeenCalled();
    await signIn();

    expect(await screen.findByText('En /')).toBeInTheDocument();
    expect(homeFigures).toHaveBeenCalledOnce();
    await waitFor(() => expect(queryClient.getQueryData(['home', 'figures'])).toEqual({ sales: 12 }));
    expect(loadList).not.toHaveBeenCalled();
  });
});
