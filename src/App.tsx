import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { openingScreensOf, pageRoutesOf, resourcesOf } from './app/composeFeatures';
import { FeaturesProvider } from './app/FeaturesContext';
import { openSession } from './app/firstQuery';
import { preloadScreenAt } from './app/lazyScreen';
import { dataProvider, i18nProvider } from './appProviders';
import { features } from './features';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { listOnlyAtItsPath } from './layout/listOnlyAtItsPath';
import { NotFound } from './layout/NotFound';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/authProvider';
import { tokenStore } from './providers/tokenStore';

const resources = resourcesOf(features);
const routedResources = resources.map((screens) => ({ ...screens, list: screens.list && listOnlyAtItsPath(screens.list) }));
const pageRoutes = pageRoutesOf(features);
const openingScreens = openingScreensOf(features, resources);
preloadScreenAt(window.location.pathname, openingScreens);
const queryClient = new QueryClient();
const storedSession = tokenStore.read();
if (storedSession) openSession(storedSession, window.location, openingScreens, queryClient, dataProvider);

/**
 * Real paths (/usuarios, /login…) that can be bookmarked and shared, not react-admin's default hash URLs.
 * A data router, because only it lets a form with unsaved changes ask before the seller leaves.
 * The layout's SessionGate sends signed-out visitors to /login rather than `requireAuth`: with an
 * instant checkAuth, requireAuth's logout-and-redirect raced react-admin's store reset and looped
 * thousands of times before the login page showed.
 */
const BackOffice = () => (
  <FeaturesProvider features={features}>
    <Admin
      title="app.title"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={openingScreens.dashboard}
      catchAll={NotFound}
      notification={AppNotification}
      theme={theme}
      disableTelemetry
    >
      {routedResources.map(({ name, ...screens }) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        {pageRoutes.map(({ path, component: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/404" element={<NotFound />} />
      </CustomRoutes>
    </Admin>
  </FeaturesProvider>
);

const router = createBrowserRouter([{ path: '*', element: <BackOffice /> }]);

export const App = () => <RouterProvider router={router} />;
