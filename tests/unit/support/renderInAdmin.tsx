import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { i18nProvider } from '../../../src/appProviders';
import { features } from '../../../src/features';

interface Options {
  readonly dataProvider?: Partial<DataProvider>;
  readonly authProvider?: AuthProvider;
  readonly resource?: string;
  /** The address the screen opens at (e.g. with a notification's `?busqueda=`); `/` by default. */
  readonly path?: string;
  /** React-admin's query cache, when a test fills it before the first render. */
  readonly queryClient?: QueryClient;
}

/** Renders a screen the way the app does: the feature list, react-admin context, our translations (Spanish), a stub data provider. */
export const renderInAdmin = (ui: ReactNode, { dataProvider = {}, authProvider, resource, path = '/', queryClient }: Options = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeaturesProvider features={features}>
        <AdminContext dataProvider={testDataProvider(dataProvider)} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
          {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
          <Notification />
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );
