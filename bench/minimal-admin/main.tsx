// The yardstick for the login page budget: the smallest react-admin 5 app with one resource and
// an auth provider, so that it too opens on its login page.
import { createRoot } from 'react-dom/client';
import { Admin, type AuthProvider, type DataProvider, ListGuesser, Resource } from 'react-admin';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const dataProvider = {
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
