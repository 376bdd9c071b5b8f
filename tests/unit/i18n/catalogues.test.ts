import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { es } from '../../../src/i18n/es';
import { englishCatalogue, spanishCatalogue } from '../../../src/providers/i18nProvider';

type Tree = { readonly [key: string]: unknown };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('i18n catalogues', () => {
  it('Spanish and English have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it('the Spanish catalogue translates every react-admin key (no English leaks)', () => {
    const leaks = keysOf(englishMessages as unknown as Tree).filter((key) => {
      const english = valueAt(englishMessages as unknown as Tree, key);
      const spanish = valueAt(spanishCatalogue as unknown as Tree, key);
      return spanish === undefined || (spanish === english && /[a-z]{4,}/i.test(String(english)));
    });
    expect(leaks).toEqual([]);
  });

  it('uses the product wording for empty tables and required fields', () => {
    expect(valueAt(spanishCatalogue as unknown as Tree, 'ra.navigation.no_results')).toBe('No hay informacion para mostrar');
    expect(valueAt(spanishCatalogue as unknown as Tree, 'ra.validation.required')).toBe('Este campo no puede estar vacio');
    expect(valueAt(englishCatalogue as unknown as Tree, 'app.login.email_placeholder')).toBe('Enter your email');
  });
});
