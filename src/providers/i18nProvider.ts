import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import spanishMessages from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { deepMerge, type MessageTree } from '../i18n/deepMerge';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { frameworkOverrides } from '../i18n/frameworkOverrides';
import { raSpanishCompletion } from '../i18n/raSpanishCompletion';

const english = englishMessages as unknown as MessageTree;

/** Spanish: the English structure (so every react-admin 5 key exists), then the old Spanish pack, then our fills. */
export const spanishCatalogue = deepMerge(
  english,
  spanishMessages as unknown as MessageTree,
  raSpanishCompletion,
  frameworkOverrides.es,
  es,
) as unknown as TranslationMessages;

export const englishCatalogue = deepMerge(english, frameworkOverrides.en, en) as unknown as TranslationMessages;

export const locales = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
];

/** Spanish is the default (SPEC.md section 1); react-admin's store remembers the user's choice. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? englishCatalogue : spanishCatalogue),
  'es',
  locales,
  { allowMissing: true },
);
