import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../src/app/composeFeatures';
import { catalogues } from '../../../src/appProviders';
import { features } from '../../../src/features';
import { deepMerge } from '../../../src/i18n/deepMerge';
import { en } from '../../../src/i18n/en';
import { es } from '../../../src/i18n/es';

const { spanish: spanishCatalogue, english: englishCatalogue } = catalogues;

type Tree = { readonly [key: string]: unknown };

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('i18n catalogues', () => {
  it('Spanish and English have exactly the same keys, the shared strings and every feature\'s', () => {
    const spanish = deepMerge(es, messagesOf(features, 'es'));
    const english = deepMerge(en, messagesOf(features, 'en'));
    expect(keysOf(english).sort()).toEqual(keysOf(spanish).sort());
  });

  it.each(features.filter((feature) => feature.messages).map((feature) => [feature.id, feature] as const))(
    'the %s feature has the same keys in both languages',
    (_id, feature) => {
      expect(keysOf(feature.messages?.en ?? {}).sort()).toEqual(keysOf(feature.messages?.es ?? {}).sort());
    },
  );

  it('the served catalogues hold every feature\'s strings', () => {
    for (const key of keysOf(messagesOf(features, 'es'))) expect(valueAt(spanishCatalogue, key), key).toBeTypeOf('string');
    for (const key of keysOf(messagesOf(features, 'en'))) expect(valueAt(englishCatalogue, key), key).toBeTypeOf('string');
  });

  it('the Spanish catalogue translates every react-admin key (no English leaks)', () => {
    const leaks = keysOf(englishMessages).filter((key) => {
      const english = valueAt(englishMessages, key);
      const spanish = valueAt(spanishCatalogue, key);
      return spanish === undefined || (spanish === english && /[a-z]{4,}/i.test(String(english)));
    });
    expect(leaks).toEqual([]);
  });

  it('uses the product wording for empty tables and required fields', () => {
    expect(valueAt(spanishCatalogue, 'ra.navigation.no_results')).toBe('No hay informacion para mostrar');
    expect(valueAt(spanishCatalogue, 'ra.validation.required')).toBe('Este campo no puede estar vacio');
    expect(valueAt(englishCatalogue, 'app.login.email_placeholder')).toBe('Enter your email');
  });
});
