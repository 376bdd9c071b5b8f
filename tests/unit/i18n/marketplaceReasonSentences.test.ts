import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { sentenceText } from '../../../src/i18n/sentenceText';

const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

const reason = 'The attributes [BRAND, MODEL] are required for category MLM1234 and channel marketplace';

describe("a marketplace's reason inside our sentence", () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it("is said in the screen's language when the sentence names the reason's own sentence", async () => {
    const detail = {
      key: 'marketplace_refused',
      params: { marketplace: 'Mercado Libre', reason, reasonKey: 'ml_attributes_missing', attributes: 'BRAND, MODEL' },
    };
    expect(sentenceText(reason, detail, translate)).toBe('Mercado Libre rechazó la operación: La categoría exige estos atributos: BRAND, MODEL');
    await i18nProvider.changeLocale('en');
    expect(sentenceText(reason, detail, translate)).toBe('Mercado Libre refused the operation: The category requires these attributes: BRAND, MODEL');
  });

  it("keeps the marketplace's words when it names no sentence for them, or one this screen does not know", () => {
    const plain = { key: 'marketplace_answered', params: { marketplace: 'Mercado Libre', reason } };
    expect(sentenceText(reason, plain, translate)).toBe(`Mercado Libre respondió: ${reason}`);
    const unknown = { key: 'marketplace_answered', params: { marketplace: 'Mercado Libre', reason, reasonKey: 'ml_not_a_sentence' } };
    expect(sentenceText(reason, unknown, translate)).toBe(`Mercado Libre respondió: ${reason}`);
  });
});
