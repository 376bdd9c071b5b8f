import { waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CategoryIdField, ListingTypeField } from '../../../src/marketplaces/mercadolibre/publications/PublicationCodeFields';
import { PublicationStatusField } from '../../../src/marketplaces/mercadolibre/publications/PublicationStatusField';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';

const showCodes = (locale: string, record: Record<string, unknown>, getCategory = vi.fn().mockRejectedValue(new Error('sin cuenta'))) =>
  renderInAdmin(
    <InLocale locale={locale}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <ListingTypeField source="listing_type_id" />|<CategoryIdField source="category_id" />|<PublicationStatusField source="status" />
      </RecordContextProvider>
    </InLocale>,
    { dataProvider: { getCategory } as never },
  );

describe('MercadoLibre codes in words', () => {
  it.each([
    ['es', 'Clásica|Categoría MLM1621|Por corregir'],
    ['en', 'Classic|Category MLM1621|To be corrected'],
  ])('listing type, category and status (%s)', async (locale, words) => {
    showCodes(locale, { listing_type_id: 'gold_special', category_id: 'MLM1621', status: 'to_be_corrected' });
    await waitFor(() => expect(document.body.textContent).toContain(words));
    expect(document.body.textContent).not.toMatch(/gold_special|to_be_corrected/);
  });

  it('keeps a code it has no words for, never an i18n key', async () => {
    showCodes('es', { listing_type_id: 'diamond', category_id: 'MLM1', status: 'inactive' });
    await waitFor(() => expect(document.body.textContent).toContain('diamond|Categoría MLM1|inactive'));
    expect(document.body.textContent).not.toContain('app.mercadolibre');
  });

  it('names the category once MercadoLibre says its name', async () => {
    showCodes(
      'es',
      { listing_type_id: 'gold_special', category_id: 'MLM1621', status: 'published' },
      vi.fn().mockResolvedValue({ id: 'MLM1621', name: 'Cafeteras' }),
    );
    await waitFor(() => expect(document.body.textContent).toContain('Clásica|Cafeteras (MLM1621)|'));
  });
});
