import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { PublicationImportByIdButton } from '../../../src/marketplaces/mercadolibre/publications/PublicationImportByIdButton';
import { type AnswerFault, MarketplaceAnswerError } from '../../../server/marketplaces/shared/marketplaceAnswer';
import { renderInAdmin } from '../support/renderInAdmin';

/** The server's refusal of an answer it cannot record, as its API sends it. */
const refusal = (marketplace: string, fault: AnswerFault) => {
  const error = new MarketplaceAnswerError(marketplace, fault);
  return new HttpError(error.message, error.status, error.body());
};

const words = {
  es: { open: 'Importar por ID', id: 'ID en Mercado Libre', submit: 'Importar' },
  en: { open: 'Import by ID', id: 'Mercado Libre ID', submit: 'Import' },
};

/** Imports listing MLM1 by hand, which the server refuses with `error`, and answers the toast the screen shows. */
async function importRefused(language: 'es' | 'en', error: HttpError) {
  await i18nProvider.changeLocale(language);
  renderInAdmin(<PublicationImportByIdButton />, { dataProvider: { importById: () => Promise.reject(error) } as never });
  await userEvent.click(screen.getByRole('button', { name: words[language].open }));
  await userEvent.type(await screen.findByRole('textbox', { name: words[language].id }), 'MLM1');
  await userEvent.click(screen.getByRole('button', { name: words[language].submit }));
}

describe('an answer the marketplace sent that cannot be recorded, said on a screen', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('names what could not be read in English, with the value as the marketplace answered it', async () => {
    await importRefused('en', refusal('Mercado Libre', { record: 'item', value: 'price = -5' }));
    expect(
      await screen.findByText('The listing could not be imported. Mercado Libre answered data that is not valid: an item with price = -5'),
    ).toBeInTheDocument();
  });

  it('names a record by its id in English', async () => {
    await importRefused('en', refusal('Amazon', { record: 'amazon_payment', id: '702-1', value: 'PostedDate = "ayer"' }));
    expect(
      await screen.findByText(
        'The listing could not be imported. Amazon answered data that is not valid: the payment of order 702-1 holds PostedDate = "ayer"',
      ),
    ).toBeInTheDocument();
  });

  it('says a record that is no object in English', async () => {
    await importRefused('en', refusal('Mercado Libre', { record: 'question' }));
    expect(
      await screen.findByText('The listing could not be imported. Mercado Libre answered data that is not valid: a question that is not an object'),
    ).toBeInTheDocument();
  });

  it("says it in Spanish as the server's message does", async () => {
    const error = refusal('Mercado Libre', { record: 'sales_page', value: 'results = "ninguno"' });
    expect(error.message).toBe('Mercado Libre respondió datos no válidos: una página de ventas trae results = "ninguno"');
    await importRefused('es', error);
    expect(await screen.findByText(`No se pudo importar la publicación. ${error.message}`)).toBeInTheDocument();
  });
});
