import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FeaturesProvider } from '../../../src/app/FeaturesContext';
import { i18nProvider } from '../../../src/appProviders';
import { features } from '../../../src/features';

interface Options {
  readonly dataProvider?: Partial<DataProvider>;
  readonly resource?: string;
  /** The address the screen opens at, e.g. `/productos?page=2&step=5`. */
  readonly url?: string;
  /** react-admin's cache, when the test fills it before the screen renders. */
  readonly queryClient?: QueryClient;
  /** react-admin's store (the lists' settings), when the test fills it before the screen renders. */
  readonly store?: Store;
}

export const currentLocation = { search: '', pathname: '' };

const LocationProbe = () => {
  const location = useLocation();
  // The probe hands the router's location to the test, outside React, on every render.
  /* eslint-disable react-hooks/immutability */
  currentLocation.search = location.search;
  currentLocation.pathname = location.pathname;
  /* eslint-enable react-hooks/immutability */
  return null;
};

/** Like renderInAdmin, opening at a given URL and exposing the current location. */
export const renderCatalogue = (ui: ReactNode, { dataProvider = {}, resource, url = '/', queryClient, store }: Options = {}) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FeaturesProvider features={features}>
        <AdminContext dataProvider={testDataProvider(dataProvider)} i18nProvider={i18nProvider} queryClient={queryClient} store={store}>
          {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
          <LocationProbe />
          <Notification />
        </AdminContext>
      </FeaturesProvider>
    </MemoryRouter>,
  );
