import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../resources/notifications';
import { catalogues } from '../../../src/appProviders';
import { NotificationMenuItem } from '../../../src/notifications/NotificationMenuItem';
import { notificationText } from '../../../src/notifications/notificationText';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { InLocale } from '../support/InLocale';
import { renderInAdmin } from '../support/renderInAdmin';
import { question, sale } from './notificationFixtures';

const translatorIn = async (locale: 'es' | 'en') => {
  const provider = createI18nProvider(catalogues);
  await provider.changeLocale(locale);
  return (notification: Pick<NotificationRecord, 'type' | 'message' | 'resource_id' | 'data'>) => notificationText(notification, provider.translate, locale);
};

const askedQuestion = { ...question, message: 'Nueva pregunta en MLM123: ¿Hay talla 27?', data: { item_id: 'MLM123', text: '¿Hay talla 27?' } };
const paidSale = { ...sale, message: 'Nueva venta 5001: Taladro por $1,299.00 MXN', data: { title: 'Taladro', total_amount: 1299, currency_id: 'MXN' } };

describe("notifications in the reader's language", () => {
  it('says each type in English from its data, with statuses and amounts in words', async () => {
    const english = await translatorIn('en');
    expect(english(askedQuestion)).toBe('New question on MLM123: ¿Hay talla 27?');
    expect(english(paidSale)).toBe('New sale 5001: Taladro for $1,299.00 MXN');
    expect(
      english({ type: 'shipping', message: 'Envío 9: ready_to_ship (printed)', resource_id: '9', data: { status: 'ready_to_ship', substatus: 'printed' } }),
    ).toBe('Shipment 9: ready to ship (label printed)');
    expect(english({ type: 'payment', message: 'Pago 7: approved', resource_id: '7', data: { status: 'approved', amount: 50, currency_id: 'MXN' } })).toBe(
      'Payment 7: approved for $50.00 MXN',
    );
    expect(english({ type: 'publication', message: 'La publicación…', resource_id: '4', data: { ml_id: 'MLM9', status: 'paused', nickname: 'TIENDA' } })).toBe(
      'Listing MLM9 is now “Paused” on TIENDA',
    );
  });

  it('says them in Spanish with the words of each code', async () => {
    const spanish = await translatorIn('es');
    expect(spanish({ type: 'publication', message: '…', resource_id: '4', data: { ml_id: 'MLM9', status: 'to_be_corrected', nickname: 'TIENDA' } })).toBe(
      'La publicación MLM9 pasó a «Por corregir» en TIENDA',
    );
    expect(spanish({ type: 'payment', message: '…', resource_id: '7', data: { status: 'refunded', amount: 50 } })).toBe('Pago 7: devuelto por $50.00 MXN');
  });

  it('keeps the stored message when the data lacks a part, and shows an unknown status code as it is', async () => {
    const english = await translatorIn('en');
    expect(english(sale)).toBe('Nueva venta #5001');
    expect(english({ type: 'payment', message: '…', resource_id: '7', data: { status: 'brand_new_state', amount: 5 } })).toBe(
      'Payment 7: brand_new_state for $5.00 MXN',
    );
  });

  it('shows a notification of the dropdown in English when English is chosen', async () => {
    renderInAdmin(
      <InLocale locale="en">
        <NotificationMenuItem notification={askedQuestion} onOpen={() => undefined} onClose={() => undefined} />
      </InLocale>,
    );
    expect(await screen.findByText('New question on MLM123: ¿Hay talla 27?')).toBeInTheDocument();
    expect(screen.queryByText(askedQuestion.message)).not.toBeInTheDocument();
  });
});
