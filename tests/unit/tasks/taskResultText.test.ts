import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/appProviders';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { taskResultText } from '../../../src/tasks/taskResultText';

const sayIn = async (locale: 'es' | 'en') => {
  const provider = createI18nProvider(catalogues);
  await provider.changeLocale(locale);
  return (result: unknown) => taskResultText(result, provider.translate);
};

describe('task results as sentences', () => {
  it('names the publication, its MercadoLibre id and its status in words (Spanish)', async () => {
    const say = await sayIn('es');
    expect(say({ publication_id: 12, ml_id: 'MLM1621', status: 'paused' })).toBe('Publicación 12 (MLM1621): Pausada');
    expect(say({ publication_id: 12, valid: true, status: 'to_be_published' })).toBe('Publicación 12: Por publicar, sin errores');
    expect(say({ publication_id: 5, status: 'removed' })).toBe('Publicación 5: eliminada de la plataforma');
    expect(say({ imported: 3 })).toBe('3 publicaciones importadas');
  });

  it('names a publication by its title when its result carries one, as the lists show it', async () => {
    expect((await sayIn('es'))({ publication_id: 12, title: 'Tenis running azul', ml_id: 'MLM1621', status: 'paused' })).toBe(
      'Publicación «Tenis running azul» (MLM1621): Pausada',
    );
    expect((await sayIn('en'))({ publication_id: 12, title: 'Tenis running azul', status: 'to_be_published' })).toBe(
      'Listing “Tenis running azul”: To be published',
    );
  });

  it('does not name again the publication the screen names beside it: its status alone, as a sentence begins', async () => {
    const provider = createI18nProvider(catalogues);
    const beside = (result: unknown, shownPublicationId: number) => taskResultText(result, provider.translate, shownPublicationId);
    expect(beside({ publication_id: 12, title: 'Tenis running azul', ml_id: 'MLM1621', status: 'paused' }, 12)).toBe('Pausada');
    expect(beside({ publication_id: 5, status: 'removed' }, 5)).toBe('Eliminada de la plataforma');
    // Another publication than the one beside (the one a validation by product made) is named.
    expect(beside({ publication_id: 90, valid: true, status: 'to_be_published' }, 31)).toBe('Publicación 90: Por publicar, sin errores');
  });

  it('says the same in English', async () => {
    const say = await sayIn('en');
    expect(say({ publication_id: 12, ml_id: 'MLM1621', status: 'to_be_corrected' })).toBe('Listing 12 (MLM1621): To be corrected');
    expect(say({ imported: 1 })).toBe('1 listing imported');
  });

  it('never shows raw JSON: an unknown shape lists its values, an unknown status keeps its code', async () => {
    const say = await sayIn('es');
    expect(say({ publication_id: 1, status: 'brand_new' })).toBe('Publicación 1: brand_new');
    expect(say({ orders: 4, account: 'TIENDA' })).toBe('orders: 4, account: TIENDA');
    expect(say(null)).toBe('');
  });
});
