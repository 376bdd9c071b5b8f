import { features } from './features';
import { createDataProvider } from './providers/dataProvider';
import { httpClient } from './providers/httpClient';
import { createCatalogues, createI18nProvider } from './providers/i18nProvider';
import { withWordedErrors } from './providers/wordedErrors';

/** The app's providers, composed from the feature list. */
export const catalogues = createCatalogues(features);
export const i18nProvider = createI18nProvider(catalogues);
/** Its refusals say their reason in the screen's language, wherever react-admin shows them. */
export const dataProvider = withWordedErrors(createDataProvider(httpClient, features), (key, options) => i18nProvider.translate(key, options));
