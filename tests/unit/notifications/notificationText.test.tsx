import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../resources/notifications';
import { amazonOrderNotice } from '../../../server/marketplaces/amazon/orderNotification';
import { UnreadableAmazonOrder, unreadableOrderNotice } from '../../../server/marketplaces/amazon/unreadableOrderAnswer';
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
    expect(english(paidSale)).toBe('New sale 5001: Taladro for $1,299.00\u00a0MXN');
    expect(
      english({ type: 'shipping', message: 'Envío 9: ready_to_ship (printed)', resource_id: '9', data: { status: 'ready_to_ship', substatus: 'printed' } }),
    ).toBe('Shipment 9: ready to ship (label printed)');
    expect(english({ type: 'payment', message: 'Pago 7: approved', resource_id: '7', data: { status: 'approved', amount: 50, currency_id: 'MXN' } })).toBe(
      'Payment 7: approved for $50.00\u00a0MXN',
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
    expect(spanish({ type: 'payment', message: '…', resource_id: '7', data: { status: 'refunded', amount: 50 } })).toBe('Pago 7: devuelto por $50.00\u00a0MXN');
  });

  it('names a listing of ours by its title, in questions and status changes', async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const asked = { ...askedQuestion, data: { sentence: 'question_on_listing', item_id: 'MLM123', title: 'Tenis Runner', text: '¿Hay talla 27?' } };
    expect(english(asked)).toBe('New question on “Tenis Runner”: ¿Hay talla 27?');
    expect(spanish(asked)).toBe('Nueva pregunta sobre «Tenis Runner»: ¿Hay talla 27?');
    const paused = {
      type: 'publication' as const,
      message: '…',
      resource_id: '4',
      data: { sentence: 'listing_status', ml_id: 'MLM9', title: 'Tenis Runner', status: 'paused', nickname: 'TIENDA' },
    };
    expect(english(paused)).toBe('Listing “Tenis Runner” (MLM9) is now “Paused” on TIENDA');
    expect(spanish(paused)).toBe('La publicación «Tenis Runner» (MLM9) pasó a «Pausada» en TIENDA');
  });

  it('says claims, shortages, buyer messages, cancel requests and refunds in English from the sentence their data names', async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const claim = (sentence: string) => ({
      type: 'order' as const,
      message: 'Nuevo reclamo 55 sobre la venta 20',
      resource_id: '55',
      data: { sentence, ml_order_id: '20' },
    });
    expect(english(claim('claim_opened'))).toBe('New claim 55 on sale 20');
    expect(english(claim('claim_in_mediation'))).toBe('Claim 55 on sale 20 went to Mercado Libre’s mediation');
    expect(english(claim('claim_return_arrived'))).toBe('The product returned in claim 55 arrived: decide whether it goes back to stock');
    const shortage = {
      type: 'order' as const,
      message: 'Venta 20 sin stock suficiente: …',
      resource_id: 'PED-000007',
      data: {
        sentence: 'sale_shortage',
        sale_id: '20',
        missing: [
          { units: 1, label: 'Taladro' },
          { units: 3, label: 'Broca' },
        ],
      },
    };
    expect(english(shortage)).toBe('Sale 20 short of stock: 1 unit of “Taladro” missing; 3 units of “Broca” missing');
    expect(spanish(shortage)).toBe('Venta 20 sin stock suficiente: falta 1 unidad de «Taladro»; faltan 3 unidades de «Broca»');
    expect(english({ type: 'order', message: '…', resource_id: '2000', data: { sentence: 'buyer_message', text: '¿Cuándo llega?' } })).toBe(
      'New message from the buyer on sale 2000: ¿Cuándo llega?',
    );
    const cancel = (reason: string) => ({ type: 'question' as const, message: '…', resource_id: '702-1', data: { sentence: 'cancel_request', reason } });
    expect(english(cancel('Me equivoqué de talla'))).toBe('The buyer asks to cancel order 702-1: Me equivoqué de talla');
    expect(english(cancel(''))).toBe('The buyer asks to cancel order 702-1: no reason given');
    expect(english({ type: 'payment', message: '…', resource_id: '702-1', data: { sentence: 'refund', refunded: 120, currency_id: 'MXN' } })).toBe(
      'Amazon refund of $120.00\u00a0MXN on sale 702-1',
    );
    // A sentence this reader does not know is read as its type's; lacking that type's parts, as stored.
    expect(english({ type: 'order', message: 'Algo nuevo', resource_id: '1', data: { sentence: 'brand_new' } })).toBe('Algo nuevo');
  });

  it("says a new Amazon sale in the reader's language with its amount formatted, priced or not yet", async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const order = { AmazonOrderId: '702-1', PurchaseDate: '', LastUpdateDate: '', OrderStatus: 'Unshipped' } as const;
    const items = [{ ASIN: 'B01', OrderItemId: '1', QuantityOrdered: 1, Title: 'Llave ajustable' }];
    const shown = (notice: ReturnType<typeof amazonOrderNotice>) => ({ ...notice, resource_id: String(notice.resourceId), data: notice.data ?? {} });
    const priced = shown(amazonOrderNotice({ ...order, OrderTotal: { Amount: '8614.40', CurrencyCode: 'MXN' } }, items));
    expect(priced.message).toBe('Nueva venta en Amazon 702-1: Llave ajustable por $8,614.40 MXN');
    expect(english(priced)).toBe('New Amazon sale 702-1: Llave ajustable for $8,614.40\u00a0MXN');
    expect(spanish(priced)).toBe('Nueva venta en Amazon 702-1: Llave ajustable por $8,614.40\u00a0MXN');
    expect(english(shown(amazonOrderNotice(order, items)))).toBe('New Amazon sale 702-1: Llave ajustable');
  });

  it("says an Amazon order or payment left out, and the field it came with, in the reader's language", async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const shown = (notice: ReturnType<typeof unreadableOrderNotice>) => ({ ...notice, resource_id: String(notice.resourceId), data: notice.data ?? {} });
    const order = shown(unreadableOrderNotice(new UnreadableAmazonOrder('order', '702-1', 'QuantityOrdered = 1.5'), 3));
    expect(order.message).toBe('No se registró el pedido de Amazon 702-1: Amazon respondió datos no válidos (QuantityOrdered = 1.5)');
    expect(spanish(order)).toBe(order.message);
    expect(english(order)).toBe('Amazon order 702-1 was not recorded: Amazon answered data that is not valid (QuantityOrdered = 1.5)');
    const payment = shown(unreadableOrderNotice(new UnreadableAmazonOrder('payment', '702-1', 'PostedDate = "ayer"'), 3));
    expect(payment).toMatchObject({ type: 'payment', marketplace: 1 });
    expect(spanish(payment)).toBe(payment.message);
    expect(english(payment)).toBe('The payment of Amazon order 702-1 was not recorded: Amazon answered data that is not valid (PostedDate = "ayer")');
  });

  it("says a Mercado Libre claim left out, and the field it came with, in the reader's language", async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const claim = { type: 'order' as const, message: '…', resource_id: '5001', data: { sentence: 'mercadolibre_claim_unreadable', value: 'type = 5' } };
    expect(english(claim)).toBe('Mercado Libre claim 5001 was not recorded: Mercado Libre answered data that is not valid (type = 5)');
    expect(spanish(claim)).toBe('No se registró el reclamo 5001 de Mercado Libre: Mercado Libre respondió datos no válidos (type = 5)');
  });

  it("says a page of Mercado Libre sales, claims or questions that could not be read, and why, in the reader's language", async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    for (const [search, type, en, es] of [
      ['orders', 'order', 'sales', 'ventas'],
      ['claims', 'order', 'claims', 'reclamos'],
      ['questions', 'question', 'questions', 'preguntas'],
    ] as const) {
      const page = { type, message: '…', resource_id: '3', data: { sentence: `mercadolibre_${search}_page_unreadable`, value: 'results = "x"' } };
      expect(english(page)).toBe(`A page of Mercado Libre ${en} was not recorded: Mercado Libre answered data that is not valid (results = "x")`);
      expect(spanish(page)).toBe(`Una página de ${es} de Mercado Libre no se registró: Mercado Libre respondió datos no válidos (results = "x")`);
    }
  });

  it("says a part of a page of Amazon orders or payments passed over, and why, in the reader's language", async () => {
    const english = await translatorIn('en');
    const spanish = await translatorIn('es');
    const page = (sentence: string, value: string) => ({ type: 'order' as const, message: '…', resource_id: '3', data: { sentence, value } });
    expect(english(page('amazon_orders_page_unreadable', 'Orders[] = null'))).toBe(
      'Part of a page of Amazon orders was not recorded: Amazon answered data that is not valid (Orders[] = null)',
    );
    expect(spanish(page('amazon_payments_page_unreadable', 'ShipmentEventList = "x"'))).toBe(
      'Parte de una página de pagos de Amazon no se registró: Amazon respondió datos no válidos (ShipmentEventList = "x")',
    );
  });

  it('keeps the stored message when the data lacks a part, and shows an unknown status code as it is', async () => {
    const english = await translatorIn('en');
    expect(english(sale)).toBe('Nueva venta #5001');
    expect(english({ type: 'payment', message: '…', resource_id: '7', data: { status: 'brand_new_state', amount: 5 } })).toBe(
      'Payment 7: brand_new_state for $5.00\u00a0MXN',
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
