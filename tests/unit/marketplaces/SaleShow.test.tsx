import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saleMessageBlockedReasons, type SaleConversation } from '../../../resources/mercadolibre/messages';
import { i18nProvider } from '../../../src/appProviders';
import { SaleShow } from '../../../src/marketplaces/mercadolibre/sales/SaleShow';
import { renderCatalogue } from '../catalogue/renderCatalogue';
import { stubScreen } from '../support/screenWidth';
import { credentialStubs, tienda } from './publicationFixtures';

const sale = {
  id: 7,
  rowid: 7,
  channel: 'mercadolibre',
  marketplace_order_id: '2000000007',
  ref: 'PED-000007',
  channel_account_id: tienda.id,
  buyer_nickname: 'COMPRADOR_UNO',
  payment_status: 'approved',
  order_tags: ['paid', 'not_delivered'],
  shipment_status: 'ready_to_ship',
  shipment_substatus: 'ready_to_print',
  logistic_type: 'drop_off',
  shipment_dates: { handling: '2026-11-20T10:00:00.000Z', ready_to_ship: '2026-11-20T10:05:00.000Z' },
  total_paid: 1798,
  datec: '2026-11-20T10:00:00.000Z',
  lines: [{ product_id: null, title: 'Cafetera Oster 12 tazas', quantity: 2, unity_price: 899, listing_id: 'MLM1' }],
};
const payment = {
  id: 3,
  payment_id: '80000000001',
  status: 'approved',
  transaction_amount: 1798,
  marketplace_fee: 233.74,
  net_amount: 1564.26,
  order_id: 7,
};
const activeConversation: SaleConversation = {
  status: 'active',
  blocked_reason: null,
  max_length: 350,
  messages: [
    { id: 1, ml_id: 'a1', from_seller: false, text: '¿Cuándo llega?', attachments: [], moderation_status: 'clean', date_created: '2026-11-20T11:00:00.000Z' },
  ],
};

const showSale = (conversation: SaleConversation, calls: Record<string, unknown> = {}) => {
  const getList = vi.fn(async () => ({ data: [payment], total: 1 }));
  const rendered = renderCatalogue(
    <Routes>
      <Route path="/mercadolibre/ventas/:id/show" element={<SaleShow />} />
    </Routes>,
    {
      resource: 'mercadolibre/ventas',
      url: '/mercadolibre/ventas/7/show',
      dataProvider: { getOne: async () => ({ data: sale }), getList, saleConversation: async () => conversation, ...credentialStubs(), ...calls } as never,
    },
  );
  return Object.assign(rendered, { getList });
};

afterEach(async () => {
  await i18nProvider.changeLocale('es');
});

describe('the MercadoLibre sale page', () => {
  it('shows the items, buyer, payments, shipment in words with its dates, the label button and the conversation, and sends a message', async () => {
    const sendSaleMessage = vi.fn(async (_id: unknown, message: { text: string }) => ({
      ...activeConversation.messages[0],
      id: 2,
      ml_id: 'b2',
      from_seller: true,
      text: message.text,
    }));
    const { getList } = showSale(activeConversation, { sendSaleMessage });
    expect(await screen.findByText('Cafetera Oster 12 tazas')).toBeInTheDocument();
    // The sale's card names what it shows: the buyer, the account, the date and the ERP order.
    const buyer = screen.getByRole('heading', { name: 'Datos de la venta' }).parentElement as HTMLElement;
    expect(within(buyer).getByText('COMPRADOR_UNO')).toBeInTheDocument();
    for (const label of ['Comprador', 'Cuenta', 'Fecha', 'Pedido en el ERP']) expect(within(buyer).getAllByText(label).length).toBeGreaterThan(0);
    // The ERP order the sale became, where its stock and lines are.
    expect(within(buyer).getByRole('link', { name: 'PED-000007' })).toHaveAttribute('href', '/pedidos/7/show');
    expect(screen.getByText('Listo para enviar · Etiqueta por imprimir')).toBeInTheDocument();
    expect(screen.getByText('Entrega en agencia')).toBeInTheDocument();
    expect(screen.getByText('Sin entregar')).toBeInTheDocument();
    expect(screen.getByText(/^En preparación: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir etiqueta' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pago 80000000001' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('mercadolibre/pagos', expect.objectContaining({ filter: { order_id: 7 } }));
    expect(await screen.findByText('¿Cuándo llega?')).toBeInTheDocument();
    expect(screen.queryByText(/ready_to_ship|drop_off|ready_to_print/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Sale mañana' } });
    expect(screen.getByText('11 / 350 caracteres')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sendSaleMessage).toHaveBeenCalledWith(7, { text: 'Sale mañana', attachments: [] }));
  });

  it("names each payment as its sheet does, links it there, and says the sale's payment status once", async () => {
    showSale(activeConversation);
    const section = (await screen.findByRole('heading', { name: 'Pagos' })).parentElement as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'Pago 80000000001' })).toHaveAttribute('href', '/mercadolibre/pagos/3/show');
    expect(within(section).getByText(/Aprobado/)).toBeInTheDocument();
    expect(section.textContent?.match(/Aprobado/g)).toHaveLength(1);
  });

  it('says a payment’s own status where it differs from the sale’s (a rejected try before the approved payment)', async () => {
    const rejected = { ...payment, id: 2, payment_id: '80000000000', status: 'rejected' };
    showSale(activeConversation, { getList: async () => ({ data: [rejected, payment], total: 2 }) });
    const tries = await screen.findAllByTestId('sale-payment');
    await waitFor(() => expect(tries.map((line) => line.textContent?.split('Importe')[0])).toEqual(['Pago 80000000000 · Rechazado', 'Pago 80000000001']));
  });

  it('uploads a picked file and sends the message naming it', async () => {
    const uploadSaleAttachment = vi.fn(async () => ({ id: '400000001_abc.pdf' }));
    const sendSaleMessage = vi.fn(async () => activeConversation.messages[0]);
    const { container } = showSale(activeConversation, { uploadSaleAttachment, sendSaleMessage });
    await screen.findByLabelText('Mensaje');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('factura.pdf')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Tu factura' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sendSaleMessage).toHaveBeenCalledWith(7, { text: 'Tu factura', attachments: ['400000001_abc.pdf'] }));
  });

  it('refuses a text over MercadoLibre’s limit before sending', async () => {
    showSale(activeConversation);
    fireEvent.change(await screen.findByLabelText('Mensaje'), { target: { value: 'x'.repeat(351) } });
    expect(screen.getByText('351 / 350 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('says why a blocked conversation takes no message, with no send box', async () => {
    showSale({ ...activeConversation, status: 'blocked', blocked_reason: 'blocked_by_mediation' });
    expect(await screen.findByText('Hay una mediación abierta: responde desde el reclamo.')).toBeInTheDocument();
    expect(screen.getByText('No puedes enviar mensajes en esta conversación')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mensaje')).not.toBeInTheDocument();
  });

  it('says the reason in English too', async () => {
    await i18nProvider.changeLocale('en');
    showSale({ ...activeConversation, status: 'blocked', blocked_reason: 'blocked_by_payment' });
    expect(await screen.findByText('The payment is pending: you can write once it is credited.')).toBeInTheDocument();
  });

  it('has its own words for every blocked reason, in Spanish and in English', () => {
    for (const locale of ['es', 'en']) {
      const words = saleMessageBlockedReasons.map((reason) => i18nProvider.translate(`app.mercadolibre.sales.blocked_reasons.${reason}`, { locale }));
      const other = i18nProvider.translate('app.mercadolibre.sales.blocked_reasons.other', { locale });
      expect(new Set([...words, other]).size, locale).toBe(saleMessageBlockedReasons.length + 1);
      for (const word of words) expect(word).not.toMatch(/blocked_by|app\.mercadolibre/);
    }
  });

  const shippedSale = {
    ...sale,
    shipment_status: 'shipped',
    shipment_substatus: 'in_transit',
    tracking_number: 'MEL44MX',
    shipping_method: 'MEL Distribution',
  };

  it('shows the tracking number and carrier under "Seguimiento" once the shipment has them, and none before', async () => {
    showSale(activeConversation, { getOne: async () => ({ data: shippedSale }) });
    const heading = await screen.findByRole('heading', { name: 'Seguimiento' });
    expect(within(heading.parentElement as HTMLElement).getByText('Guía MEL44MX · MEL Distribution')).toBeInTheDocument();
  });

  it('says the tracking number in English too, without a carrier when none is stored', async () => {
    await i18nProvider.changeLocale('en');
    showSale(activeConversation, { getOne: async () => ({ data: { ...shippedSale, shipping_method: null } }) });
    expect(await screen.findByText('Tracking number MEL44MX')).toBeInTheDocument();
  });

  it('has no tracking line before MercadoLibre gives a number', async () => {
    showSale(activeConversation);
    await screen.findByRole('heading', { name: 'Seguimiento' });
    expect(screen.queryByText(/^Guía /)).toBeNull();
  });

  it('on a phone, "Ventas" says where it leads rather than being a bare arrow', async () => {
    stubScreen('phone');
    try {
      showSale(activeConversation);
      expect(await screen.findByRole('link', { name: 'Ventas' })).toHaveTextContent('Ventas');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no label once the shipment has left', async () => {
    showSale(activeConversation, { getOne: async () => ({ data: { ...sale, shipment_status: 'shipped', shipment_substatus: 'in_transit' } }) });
    expect(await screen.findByText('En camino · En tránsito')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir etiqueta' })).not.toBeInTheDocument();
  });
});
