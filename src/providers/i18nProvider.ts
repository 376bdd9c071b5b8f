import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import spanishMessages from 'ra-language-spanish';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { englishMessagesOf, spanishMessagesOf } from '../app/composeFeatures';
import type { Feature } from '../app/feature';
import { deepMerge } from '../i18n/deepMerge';
import { es } from '../i18n/es';
import { frameworkOverrides } from '../i18n/frameworkOverrides';
import { raSpanishCompletion } from '../i18n/raSpanishCompletion';

export interface Catalogues {
  readonly spanish: TranslationMessages;
  /** Built the first time it is asked for (the first switch to English, or a page opened in English), then kept. */
  readonly english: () => Promise<TranslationMessages>;
}

const loadEnglish = async (features: readonly Feature[]): Promise<TranslationMessages> => {
  const [{ en }, featureMessages] = await Promise.all([import('../i18n/en'), englishMessagesOf(features)]);
  return deepMerge(englishMessages, frameworkOverrides.en, en, featureMessages);
};

/**
 * Spanish: the English structure (so every react-admin 5 key exists), then the old Spanish pack, then
 * our fills, then every feature's strings. English: react-admin's pack, then ours and the features'.
 * Spanish is in the first page's code; English is fetched only when it is first read, as most
 * sellers never switch, and a failed fetch is tried again on the next switch.
 */
export const createCatalogues = (features: readonly Feature[]): Catalogues => {
  let english: Promise<TranslationMessages> | undefined;
  return {
    spanish: deepMerge(englishMessages, spanishMessages, raSpanishCompletion, frameworkOverrides.es, es, spanishMessagesOf(features)),
    english: () =>
      (english ??= loadEnglish(features).catch((error: unknown) => {
        english = undefined;
        throw error;
      })),
  };
};

export const locales = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/**
 * Spanish is the default; react-admin's store remembers the user's choice, and react-admin holds
 * the first render of a page opened in English until its catalogue has arrived.
 */
export const createI18nProvider = (catalogues: Catalogues): I18nProvider =>
  polyglotI18nProvider((locale) => (locale === 'en' ? catalogues.english() : catalogues.spanish), 'es', locales, { allowMissing: true });
