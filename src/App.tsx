import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AppNotification } from './layout/AppNotification';
import { NotFound } from './layout/NotFound';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { MarketplaceLayout } from './marketplaces/MarketplaceLayout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { registry, type RegistryEntry } from './registry';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** Menu groups (e.g. Mercado Libre) hold their screens in their children. */
const withChildren = (entry: RegistryEntry): RegistryEntry[] => [entry, ...(entry.children ?? []).flatMap(withChildren)];
const registryEntries = registry.flatMap(withChildren);
const resourceEntries = registryEntries.flatMap((entry) => (entry.resource ? [entry.resource] : []));
const pageRoutes = registryEntries.flatMap((entry) => entry.routes ?? []);

/**
 * Real paths (/usuarios, /login…) as SPEC.md lists them, not react-admin's default hash URLs.
 * The layout's SessionGate sends signed-out visitors to /login rather than `requireAuth`: with an
 * instant checkAuth, requireAuth's logout-and-redirect raced react-admin's store reset and looped
 * thousands of times before the login page showed.
 */
export const App = () => (
  <BrowserRouter>
    <Admin
      title="app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={MarketplaceLayout}
      dashboard={Dashboard}
      catchAll={NotFound}
      notification={AppNotification}
      theme={theme}
      disableTelemetry
    >
      {resourceEntries.map(({ name, ...screens }) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        {pageRoutes.map(({ path, component: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/404" element={<NotFound />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
