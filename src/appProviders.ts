import { features } from './features';
import { createDataProvider } from './providers/dataProvider';
import { httpClient } from './providers/httpClient';
import { createCatalogues, createI18nProvider } from './providers/i18nProvider';

/** The app's providers, composed from the feature list. */
export const catalogues = createCatalogues(features);
export const i18nProvider = createI18nProvider(catalogues);
export const dataProvider = createDataProvider(httpClient, features);
