import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import spanishMessages from 'ra-language-spanish';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { messagesOf } from '../app/composeFeatures';
import type { Feature } from '../app/feature';
import { deepMerge } from '../i18n/deepMerge';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { frameworkOverrides } from '../i18n/frameworkOverrides';
import { raSpanishCompletion } from '../i18n/raSpanishCompletion';

export interface Catalogues {
  readonly spanish: TranslationMessages;
  readonly english: TranslationMessages;
}

/**
 * Spanish: the English structure (so every react-admin 5 key exists), then the old Spanish pack, then
 * our fills, then every feature's strings. English: react-admin's pack, then ours and the features'.
 */
export const createCatalogues = (features: readonly Feature[]): Catalogues => ({
  spanish: deepMerge(englishMessages, spanishMessages, raSpanishCompletion, frameworkOverrides.es, es, messagesOf(features, 'es')),
  english: deepMerge(englishMessages, frameworkOverrides.en, en, messagesOf(features, 'en')),
});

export const locales = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/** Spanish is the default; react-admin's store remembers the user's choice. */
export const createI18nProvider = ({ spanish, english: englishCatalogue }: Catalogues): I18nProvider =>
  polyglotI18nProvider((locale) => (locale === 'en' ? englishCatalogue : spanish), 'es', locales, { allowMissing: true });
