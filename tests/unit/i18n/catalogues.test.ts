import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { catalogueResources } from '../../../resources/catalogue';
import { salesChannelCodes } from '../../../resources/inventory/channelListings';
import { messageSentences } from '../../../resources/messageDetail';
import { englishMessagesOf, spanishMessagesOf } from '../../../src/app/composeFeatures';
import { catalogues } from '../../../src/appProviders';
import { features } from '../../../src/features';
import { deepMerge } from '../../../src/i18n/deepMerge';
import { en } from '../../../src/i18n/en';
import { es } from '../../../src/i18n/es';
import { createI18nProvider } from '../../../src/providers/i18nProvider';

const spanishCatalogue = catalogues.spanish;
const englishCatalogue = await catalogues.english();

type Tree = { readonly [key: string]: unknown };

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** A message's own words: its placeholders (`%{name}`) are filled in, so they are no words of either language. */
const wordsOf = (text: string) => text.replace(/%\{\w+\}/g, '');

const valueAt = (tree: object, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

/** Words a Spanish screen should never show; none of them is also a Spanish word. */
const englishWords = [
  'Save',
  'Delete',
  'Cancel',
  'Loading',
  'Search',
  'Create',
  'Edit',
  'Show',
  'Export',
  'Close',
  'Refresh',
  'Remove',
  'Back',
  'Next',
  'Previous',
  'Filter',
  'Upload',
  'Settings',
  'Submit',
  'Update',
  'Undo',
  'Yes',
  'Please',
  'Failed',
  'Items',
  'Page',
  'while',
  'the',
  'could',
  'not',
  'with',
  'your',
];

/** Strings spelled the same in both languages on purpose: brands, databases, codes, and words shared by both. */
const sameInBothLanguages = new Set([
  'ID',
  'No',
  'General',
  'GENERAL',
  'ERP',
  'E-COMMERCE',
  'Marketplace',
  'Mercado Libre',
  'Amazon',
  'Linio',
  'Walmart',
  'Any Market',
  'Claro Shop',
  'Español',
  'English',
  'SQLite',
  'PostgreSQL',
  'Premium',
  'Stock',
  'SKU',
  'Fax',
  'Color',
  'Visible',
  'Subtotal',
  'Total',
  '%{minutes} min',
]);

/** Spanish without the accents it needs, or with the typos the framework's old pack had. */
const misspelt = /\b(Estas seguro|De ser|Deber tener|valido|pagina|informacion|numero|ultima|despues|Accion|especifico|Remover|Refrescar|Previo|Si)\b/;

/** The product's fixed wording, kept letter for letter (accents included) because the product defines it so. */
const fixedWording = new Set([
  'Este campo no puede estar vacio',
  'No hay informacion para mostrar',
  'No se pudo conectar al socket de notificaciones reinicie la pagina',
]);

const strings = (tree: object) => keysOf(tree).map((key) => [key, String(valueAt(tree, key))] as const);

describe('i18n catalogues', () => {
  it("Spanish and English have exactly the same keys, the shared strings and every feature's", async () => {
    const spanish = deepMerge(es, spanishMessagesOf(features));
    const english = deepMerge(en, await englishMessagesOf(features));
    expect(keysOf(english).sort()).toEqual(keysOf(spanish).sort());
  });

  it.each(features.filter((feature) => feature.messages).map((feature) => [feature.id, feature] as const))(
    'the %s feature has the same keys in both languages',
    async (_id, feature) => {
      expect(keysOf((await feature.messages?.en()) ?? {}).sort()).toEqual(keysOf(feature.messages?.es ?? {}).sort());
    },
  );

  it("the served catalogues hold every feature's strings", async () => {
    for (const key of keysOf(spanishMessagesOf(features))) expect(valueAt(spanishCatalogue, key), key).toBeTypeOf('string');
    for (const key of keysOf(await englishMessagesOf(features))) expect(valueAt(englishCatalogue, key), key).toBeTypeOf('string');
  });

  it('the Spanish catalogue translates every react-admin key (no English leaks)', () => {
    const leaks = keysOf(englishMessages).filter((key) => {
      const english = valueAt(englishMessages, key);
      const spanish = valueAt(spanishCatalogue, key);
      return spanish === undefined || (spanish === english && /[a-z]{4,}/i.test(wordsOf(String(english))));
    });
    expect(leaks).toEqual([]);
  });

  it("words every sentence the server names beside its Spanish text (an API error, a task's reason), in both languages", () => {
    for (const catalogue of [spanishCatalogue, englishCatalogue])
      for (const key of messageSentences) expect(valueAt(catalogue, `app.errors.${key}`), key).toBeTypeOf('string');
  });

  it('names every sales channel in words in both languages, on the home page and in the publications', () => {
    for (const catalogue of [spanishCatalogue, englishCatalogue])
      for (const code of salesChannelCodes)
        for (const words of ['app.dashboard.channels', 'app.publications.channels'])
          expect(valueAt(catalogue, `${words}.${code}`), `${words}.${code}`).toBeTypeOf('string');
  });

  it("names every choice of the ERP's records in words in both languages (their screens are the generic ones)", () => {
    const choiceKeys = catalogueResources.flatMap(({ name, fields }) =>
      Object.entries(fields).flatMap(([source, field]) =>
        field.kind === 'enum' ? (field.values ?? []).map((value: unknown) => `resources.${name}.values.${source}.${String(value)}`) : [],
      ),
    );
    expect(choiceKeys).toContain('resources.pedidos.values.channel.amazon');
    for (const catalogue of [spanishCatalogue, englishCatalogue]) expect(choiceKeys.filter((key) => typeof valueAt(catalogue, key) !== 'string')).toEqual([]);
  });

  it('uses the product wording for empty tables and required fields', () => {
    expect(valueAt(spanishCatalogue, 'ra.navigation.no_results')).toBe('No hay informacion para mostrar');
    expect(valueAt(spanishCatalogue, 'ra.validation.required')).toBe('Este campo no puede estar vacio');
    expect(valueAt(englishCatalogue, 'app.login.email_placeholder')).toBe('Enter your email');
  });

  it('the Spanish screens show no common English word', () => {
    const words = new RegExp(`\\b(${englishWords.join('|')})\\b`);
    expect(strings(spanishCatalogue).filter(([, text]) => words.test(text))).toEqual([]);
  });

  it('the English screens call a MercadoLibre publication a listing, as their menu does, never a publication', () => {
    expect(valueAt(englishCatalogue, 'app.menu.mercadolibre_publications')).toBe('Listings');
    expect(strings(englishCatalogue).filter(([, text]) => /\bpublications?\b/i.test(wordsOf(text)))).toEqual([]);
  });

  it('no Spanish string is left as its English twin, apart from the names both languages share', () => {
    const untranslated = strings(spanishCatalogue).filter(
      ([key, text]) => /[a-z]/i.test(wordsOf(text)) && text === valueAt(englishCatalogue, key) && !sameInBothLanguages.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("the Spanish screens carry their accents and none of the old pack's typos", () => {
    expect(strings(spanishCatalogue).filter(([, text]) => misspelt.test(text) && !fixedWording.has(text))).toEqual([]);
    expect(valueAt(spanishCatalogue, 'ra.message.invalid_form')).toBe('El formulario no es válido. Revisa los campos marcados.');
    expect(valueAt(spanishCatalogue, 'ra.validation.minValue')).toBe('Debe ser al menos %{min}');
  });

  it('titles a list by what it lists and a new record\'s page in plain Spanish, not "Lista de Pedidos" or "Crear Pedido"', () => {
    const provider = createI18nProvider(catalogues);
    const orders = provider.translate('resources.pedidos.name', { smart_count: 2 });
    expect(provider.translate('ra.page.list', { name: orders })).toBe('Pedidos');
    for (const resource of ['productos', 'pedidos', 'almacenes', 'categorias', 'clientes', 'usuarios'])
      expect(valueAt(spanishCatalogue, `resources.${resource}.page.create`), resource).toMatch(/^Nuev[oa] [a-záéíóú]+$/);
  });

  it('a bulk delete names the records once ("Borrar 2 productos"), asking in good Spanish', async () => {
    const provider = createI18nProvider(catalogues);
    const name = provider.translate('resources.productos.name', { smart_count: 2 }).toLocaleLowerCase();
    expect(provider.translate('ra.message.bulk_delete_title', { smart_count: 2, name })).toBe('Borrar 2 productos');
    expect(provider.translate('ra.message.bulk_delete_content', { smart_count: 2, name })).toBe('¿Seguro que quieres borrar estos 2 elementos?');
  });

  it('a plural label has exactly two forms and the same placeholders in both languages', () => {
    for (const [key, text] of strings(spanishCatalogue)) {
      const english = String(valueAt(englishCatalogue, key));
      const placeholders = (value: string) => [...new Set(value.match(/%\{\w+\}/g) ?? [])].sort();
      expect(text.split('||||').length, key).toBeLessThanOrEqual(2);
      if (key.startsWith('app.') || key.startsWith('resources.')) expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });
});
