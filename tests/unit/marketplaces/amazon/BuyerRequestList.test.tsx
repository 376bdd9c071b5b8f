import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AmazonBuyerRequest } from '../../../../resources/amazon/buyerRequests';
import { i18nProvider } from '../../../../src/appProviders';
import { BuyerRequestList } from '../../../../src/marketplaces/amazon/questions/BuyerRequestList';
import { renderInAdmin } from '../../support/renderInAdmin';

const request = (id: number, changes: Partial<AmazonBuyerRequest>): AmazonBuyerRequest => ({
  id,
  channel: 'amazon',
  account_id: 1,
  amazon_order_id: `702-000000${id}-000000${id}`,
  kind: 'cancel',
  order_id: 40 + id,
  skus: `SKU-${id}`,
  products: 'Licuadora Oster',
  reason: 'Ya no necesito el producto',
  status: 'open',
  requested_at: '2026-11-20T10:00:00.000Z',
  answer_text: null,
  answer_date: null,
  ...changes,
});
const open = request(1, {});
const accepted = request(2, { products: 'Cafetera de goteo', reason: 'Pedido por error', status: 'accepted', answer_text: 'Listo, lo cancelamos.' });

const cardOf = (text: string): HTMLElement => {
  const card = screen.getByText(text).closest('.MuiCard-root');
  if (!card) throw new Error(`no card for ${text}`);
  return card as HTMLElement;
};

const renderList = (at = '/amazon/preguntas', extra: Record<string, unknown> = {}) => {
  const getList = vi.fn(() => Promise.resolve({ data: [open, accepted], total: 2 }) as never);
  renderInAdmin(<BuyerRequestList />, { resource: 'amazon/preguntas', path: at, dataProvider: { getList, ...extra } });
  return getList;
};

afterEach(async () => {
  await i18nProvider.changeLocale('es');
});

describe('the Amazon questions screen', () => {
  it("shows each request's order, products, request and reason in words, date and state, waiting ones first", async () => {
    const getList = renderList();
    expect(await screen.findByText('Pedido 702-0000001-0000001')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'amazon/preguntas',
      expect.objectContaining({
        filter: expect.objectContaining({ channel: 'amazon' }),
        sort: { field: 'status', order: 'DESC' },
        pagination: { page: 1, perPage: 5 },
      }),
    );
    const waiting = cardOf('Pedido 702-0000001-0000001');
    expect(within(waiting).getByText('Sin responder')).toBeInTheDocument();
    expect(within(waiting).getByText('Licuadora Oster')).toBeInTheDocument();
    expect(within(waiting).getByText('El comprador pidió cancelar el pedido. Motivo: Ya no necesito el producto')).toBeInTheDocument();
    expect(within(waiting).getByText(/2026/)).toBeInTheDocument();
    expect(within(waiting).getByText('0 / 2000 caracteres')).toBeInTheDocument();
    const done = cardOf('Pedido 702-0000002-0000002');
    expect(within(done).getByText('Cancelación aceptada')).toBeInTheDocument();
    expect(within(done).getByText('Mensaje al comprador: Listo, lo cancelamos.')).toBeInTheDocument();
    expect(within(done).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Aceptar cancelación' })).not.toBeInTheDocument();
  });

  it('sends the message typed in the counted box, refusing one past 2,000 characters', async () => {
    const answerBuyerRequest = vi.fn(() => Promise.resolve({ ...open, status: 'answered' }));
    renderList('/amazon/preguntas', { answerBuyerRequest });
    const waiting = cardOf(await screen.findByText('Pedido 702-0000001-0000001').then((node) => node.textContent!));
    const box = within(waiting).getByRole('textbox', { name: 'Mensaje al comprador' });
    const send = within(waiting).getByRole('button', { name: 'Enviar mensaje' });
    expect(send).toBeDisabled();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(within(waiting).getByText('2001 / 2000 caracteres')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Lo cancelamos hoy');
    expect(within(waiting).getByText('17 / 2000 caracteres')).toBeInTheDocument();
    await userEvent.click(send);
    await waitFor(() => expect(answerBuyerRequest).toHaveBeenCalledWith(1, 'Lo cancelamos hoy'));
    expect(await screen.findByText('Mensaje enviado al comprador')).toBeInTheDocument();
  });

  it('accepts the cancellation of a request not yet accepted only once the seller confirms, naming the order', async () => {
    const acceptBuyerCancel = vi.fn(() => Promise.resolve({ ...open, status: 'accepted' }));
    renderList('/amazon/preguntas', { acceptBuyerCancel });
    await screen.findByText('Pedido 702-0000001-0000001');
    const acceptButton = within(cardOf('Pedido 702-0000001-0000001')).getByRole('button', { name: 'Aceptar cancelación' });
    await userEvent.click(acceptButton);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Aceptar la cancelación del pedido 702-0000001-0000001?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('El pedido quedará cancelado y las unidades que descontó volverán a sus almacenes. No se puede deshacer.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptBuyerCancel).not.toHaveBeenCalled();

    await userEvent.click(acceptButton);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cancelación' }));
    await waitFor(() => expect(acceptBuyerCancel).toHaveBeenCalledWith(1));
    expect(acceptBuyerCancel).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Pedido cancelado; su stock volvió al almacén')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("links each order to the ERP order it made, and keeps the acceptance on the send button's line", async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Pedido 702-0000001-0000001' });
    expect(link).toHaveAttribute('href', '/pedidos/41/show');
    const waiting = cardOf('Pedido 702-0000001-0000001');
    const send = within(waiting).getByRole('button', { name: 'Enviar mensaje' });
    expect(within(waiting).getByRole('button', { name: 'Aceptar cancelación' }).parentElement).toBe(send.parentElement);
  });

  it("a notification's ?busqueda becomes the search, and ?marketplace=linio shows Linio's requests", async () => {
    const getList = renderList('/amazon/preguntas?marketplace=linio&busqueda=702-0000001-0000001');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'amazon/preguntas',
        expect.objectContaining({ filter: expect.objectContaining({ channel: 'linio', busqueda: '702-0000001-0000001' }) }),
      ),
    );
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    expect(await screen.findByText('Order 702-0000001-0000001')).toBeInTheDocument();
    expect(screen.getByText('The buyer asked to cancel the order. Reason: Ya no necesito el producto')).toBeInTheDocument();
    expect(screen.getByText('Unanswered')).toBeInTheDocument();
    expect(screen.getByText('0 / 2000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept cancellation' }));
    expect(await screen.findByText('Accept the cancellation of order 702-0000001-0000001?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
  });
});
