import { describe, expect, it, vi } from 'vitest';
import type { Feature } from '../../../src/app/feature';
import type { MessageTree } from '../../../src/i18n/deepMerge';
import { createCatalogues, createI18nProvider } from '../../../src/providers/i18nProvider';

const featureWith = (en: () => Promise<MessageTree>): Feature => ({
  id: 'stock',
  messages: { es: { app: { stock: { title: 'Existencias' } } }, en },
});

describe('the English catalogue', () => {
  it('is not loaded while the seller reads Spanish, and is loaded once for every later switch', async () => {
    const en = vi.fn(async () => ({ app: { stock: { title: 'Stock' } } }));
    const i18n = createI18nProvider(createCatalogues([featureWith(en)]));

    expect(i18n.translate('app.stock.title')).toBe('Existencias');
    expect(en).not.toHaveBeenCalled();

    await i18n.changeLocale('en');
    expect(i18n.translate('app.stock.title')).toBe('Stock');
    expect(i18n.translate('app.login.email')).toBe('Email');
    await i18n.changeLocale('es');
    await i18n.changeLocale('en');
    expect(en).toHaveBeenCalledOnce();
  });

  it('is asked for again after a failed load, so a seller who lost the connection can switch once it is back', async () => {
    const en = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ app: { stock: { title: 'Stock' } } });
    const catalogues = createCatalogues([featureWith(en)]);

    await expect(catalogues.english()).rejects.toThrow('Failed to fetch');
    expect(valueOf(await catalogues.english())).toBe('Stock');
    expect(en).toHaveBeenCalledTimes(2);
  });
});

const valueOf = (catalogue: MessageTree) => (catalogue as { app: { stock: { title: string } } }).app.stock.title;
