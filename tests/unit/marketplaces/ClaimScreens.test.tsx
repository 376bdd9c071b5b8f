import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, type GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MercadoLibreClaim } from '../../../resources/mercadolibre';
import { claimRoles } from '../../../resources/mercadolibre/claims';
import { i18nProvider } from '../../../src/appProviders';
import { ClaimActions } from '../../../src/marketplaces/mercadolibre/claims/ClaimActions';
import { ClaimList } from '../../../src/marketplaces/mercadolibre/claims/ClaimList';
import { ClaimMessages } from '../../../src/marketplaces/mercadolibre/claims/ClaimMessages';
import { ClaimReturn } from '../../../src/marketplaces/mercadolibre/claims/ClaimReturn';
import { claimWordKey } from '../../../src/marketplaces/mercadolibre/claims/claimsResource';
import { ClaimPage } from '../../../src/marketplaces/mercadolibre/claims/ClaimShow';
import { renderInAdmin } from '../support/renderInAdmin';
import { credentialStubs } from './publicationFixtures';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const offers = (due: string, ...actions: string[]) => actions.map((action) => ({ action, due_date: due, mandatory: false }));
const claim = (id: number, changes: Partial<MercadoLibreClaim>): MercadoLibreClaim => ({
  id,
  ml_id: String(5000 + id),
  account_id: 1,
  ml_order_id: String(2000 + id),
  order_id: 40 + id,
  stage: 'claim',
  status: 'opened',
  type: 'mediations',
  reason_id: 'PDD9551',
  our_role: 'respondent',
  available_actions: offers(hoursFromNow(48), 'send_message_to_complainant', 'refund', 'allow_partial_refund', 'allow_return', 'open_dispute'),
  next_due_date: hoursFromNow(48),
  resolution_reason: null,
  return_id: null,
  return_status: null,
  return_shipment_status: null,
  return_tracking: null,
  restock_decision: null,
  date_created: hoursFromNow(-24),
  last_updated: hoursFromNow(-1),
  ...changes,
});
const overdue = claim(1, {
  stage: 'dispute',
  next_due_date: hoursFromNow(-2),
  available_actions: offers(hoursFromNow(-2), 'send_message_to_mediator', 'refund'),
});
const calm = claim(2, {});

const cardOf = (text: string): HTMLElement => {
  const card = screen.getByText(text).closest('.MuiCard-root');
  if (!card) throw new Error(`no card for ${text}`);
  return card as HTMLElement;
};

const renderDetail = (record: MercadoLibreClaim, ui: React.ReactNode, calls: Record<string, unknown> = {}) =>
  renderInAdmin(<RecordContextProvider value={record}>{ui}</RecordContextProvider>, {
    resource: 'mercadolibre/devoluciones',
    dataProvider: { ...credentialStubs(), ...calls },
  });

describe('Claims list', () => {
  it('asks for the nearest due date first and shows stages, statuses and an overdue date in words and red', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [overdue, calm], total: 2 }) as never);
    const getMany = vi.fn().mockResolvedValue({ data: [] });
    renderInAdmin(<ClaimList />, { resource: 'mercadolibre/devoluciones', dataProvider: { getList, getMany, ...credentialStubs() } });
    expect(await screen.findByText(/Reclamo 5001/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'mercadolibre/devoluciones',
      expect.objectContaining({ sort: { field: 'next_due_date', order: 'ASC' }, filter: { status: 'opened' }, pagination: { page: 1, perPage: 5 } }),
    );
    const late = cardOf('Reclamo 5001');
    expect(within(late).getByText('Etapa: Mediación')).toBeInTheDocument();
    expect(within(late).getByText('Abierto')).toBeInTheDocument();
    expect(
      within(late)
        .getByText(/^Venció /)
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorError');
    const onTime = cardOf('Reclamo 5002');
    expect(within(onTime).getByText('Etapa: Reclamo', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(
      within(onTime)
        .getByText(/^Vence /)
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorSuccess');
    // The seller's role reads as the seller would say it, addressed as "tú" like the rest of the screen.
    expect(within(onTime).getByText(/Tu papel: Parte reclamada \(vendedor\)/)).toBeInTheDocument();
    // MercadoLibre's reason ids read as their family's words, never as the code.
    expect(within(onTime).getByText(/Motivo: Producto diferente o defectuoso/)).toBeInTheDocument();
    expect(within(onTime).queryByText(/PDD9551/)).not.toBeInTheDocument();
  });
});

/** The ERP orders the claims' sales became, with their lines: what names the product and the buyer. */
const saleCalls = () => {
  const orders = [
    { id: 41, ref: 'PED-000041', buyer_nickname: 'COMPRADOR_900000013' },
    { id: 42, ref: 'PED-000042', buyer_nickname: 'ANA_PEREZ' },
  ];
  const lines = [
    { id: 1, order_id: 41, title: 'Taladro inalámbrico 20V', quantity: 1 },
    { id: 2, order_id: 42, title: 'Broca de 8 mm', quantity: 3 },
    { id: 3, order_id: 42, title: 'Guantes de trabajo', quantity: 1 },
  ];
  return {
    getMany: vi.fn((_resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: orders.filter((order) => ids.includes(order.id)) }) as never),
    lines: vi.fn(({ filter }: GetListParams) =>
      Promise.resolve({ data: lines.filter((line) => (filter.order_id as unknown[]).includes(line.order_id)), total: 3 }),
    ),
  };
};

describe.each([
  { locale: 'es', buyer: 'Comprador', units: '3 × Broca de 8 mm', sale: 'Venta en Mercado Libre' },
  { locale: 'en', buyer: 'Buyer', units: '3 × Broca de 8 mm', sale: 'Mercado Libre sale' },
])('$locale: what a claim is about', ({ locale, buyer, units, sale }) => {
  beforeEach(() => i18nProvider.changeLocale(locale));
  afterEach(() => i18nProvider.changeLocale('es'));

  it('each card names the products claimed and the buyer, reading the orders of the whole page at once', async () => {
    const withoutOrder = claim(3, { order_id: null });
    const { getMany, lines } = saleCalls();
    const getList = vi.fn(
      (resource: string, params: GetListParams) =>
        (resource === 'lineas_pedido' ? lines(params) : Promise.resolve({ data: [overdue, calm, withoutOrder], total: 3 })) as never,
    );
    renderInAdmin(<ClaimList />, { resource: 'mercadolibre/devoluciones', dataProvider: { getList, getMany, ...credentialStubs() } });
    const first = await screen.findByText(/Taladro inalámbrico 20V/);
    expect(first.closest('.MuiCard-root')).toHaveTextContent(`Taladro inalámbrico 20V · ${buyer}: COMPRADOR_900000013`);
    const second = await screen.findByText(new RegExp(units));
    expect(second).toHaveTextContent(`${units} · Guantes de trabajo · ${buyer}: ANA_PEREZ`);
    expect(second.closest('.MuiCard-root')).toBe(screen.getByText(/ 5002$/).closest('.MuiCard-root'));
    // The card is one link to the claim: the sale's id stays text inside it.
    expect(within(second.closest('.MuiCard-root') as HTMLElement).getAllByRole('link')).toHaveLength(1);
    // A claim whose sale has no ERP order keeps its ids alone.
    const bare = screen.getByText(/ 5003$/).closest('.MuiCard-root') as HTMLElement;
    expect(bare).toHaveTextContent(`${sale} 2003`);
    expect(bare).not.toHaveTextContent(buyer);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('pedidos', expect.objectContaining({ ids: [41, 42] }));
    expect(getList.mock.calls.filter(([resource]) => resource === 'lineas_pedido')).toHaveLength(1);
  });

  it("the claim's page names them too, and its sale's id leads to the sale's page", async () => {
    const { getMany, lines } = saleCalls();
    renderDetail(calm, <ClaimPage />, {
      claimMessages: vi.fn().mockResolvedValue([]),
      getMany,
      getList: vi.fn((_resource: string, params: GetListParams) => lines(params) as never),
    });
    expect(await screen.findByText(new RegExp(`${units} · Guantes de trabajo · ${buyer}:`))).toHaveTextContent('ANA_PEREZ');
    const link = screen.getByRole('link', { name: '2002' });
    expect(link).toHaveAttribute('href', '/mercadolibre/ventas/42/show');
    expect(link.parentElement).toHaveTextContent(`${sale} 2002`);
  });
});

describe('Claim page', () => {
  it('offers each action as a dialog; a partial refund asks its percentage before it can be confirmed', async () => {
    const performClaimAction = vi.fn().mockResolvedValue({ ...calm, status: 'closed' });
    renderDetail(calm, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { performClaimAction });
    expect(screen.getByRole('button', { name: 'Escribir al comprador' })).toBeInTheDocument();
    for (const label of ['Devolver el dinero', 'Aceptar la devolución', 'Pedir mediación'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ofrecer un reembolso parcial' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/recibirá el porcentaje indicado/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Porcentaje a reembolsar'), '30');
    await userEvent.click(confirm);
    await waitFor(() => expect(performClaimAction).toHaveBeenCalledWith(2, 'allow_partial_refund', { percentage: 30 }));
    expect(await screen.findByText('Hecho: Ofrecer un reembolso parcial')).toBeInTheDocument();
  });

  it('says a due date every action shares once, beside the heading; dates that differ beside their actions', async () => {
    const { unmount } = renderDetail(calm, <ClaimActions now={Date.now()} onWrite={vi.fn()} />);
    const actions = screen.getByRole('region', { name: 'Acciones disponibles' });
    expect(within(actions).getAllByText(/^Vence /)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Acciones disponibles' }).parentElement).toHaveTextContent(/^Acciones disponiblesVence /);
    // Buttons alone, they follow one another on a line rather than each taking one.
    expect(actions).toHaveStyle({ flexDirection: 'row', flexWrap: 'wrap' });
    unmount();

    const soon = hoursFromNow(24);
    renderDetail(
      claim(7, { available_actions: [...offers(soon, 'refund'), ...offers(hoursFromNow(72), 'open_dispute')], next_due_date: soon }),
      <ClaimActions now={Date.now()} onWrite={vi.fn()} />,
    );
    const each = screen.getByRole('region', { name: 'Acciones disponibles' });
    expect(within(each).getAllByText(/^Vence /)).toHaveLength(2);
    expect(within(each).getByRole('button', { name: 'Devolver el dinero' }).parentElement).toHaveTextContent(/Vence /);
    expect(each).toHaveStyle({ flexDirection: 'column' });
  });

  it('keeps an action marked mandatory on a line of its own, its chip under it rather than beside the next action', async () => {
    const due = hoursFromNow(48);
    renderDetail(
      claim(8, {
        available_actions: [...offers(due, 'send_message_to_complainant'), { action: 'refund', due_date: due, mandatory: true }],
        next_due_date: due,
      }),
      <ClaimActions now={Date.now()} onWrite={vi.fn()} />,
    );
    const actions = screen.getByRole('region', { name: 'Acciones disponibles' });
    expect(within(actions).getByText('Obligatoria')).toBeInTheDocument();
    expect(actions).toHaveStyle({ flexDirection: 'column' });
  });

  it('a partial refund out of range says the range in red rather than leaving "Confirmar" off without a word', async () => {
    renderDetail(calm, <ClaimActions now={Date.now()} onWrite={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ofrecer un reembolso parcial' }));
    const dialog = await screen.findByRole('dialog');
    const percentage = within(dialog).getByLabelText('Porcentaje a reembolsar');
    expect(percentage).toHaveAccessibleDescription('Más de 0 y menos de 100');
    expect(percentage).not.toBeInvalid();
    await userEvent.type(percentage, '150');
    expect(percentage).toBeInvalid();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '40');
    expect(percentage).not.toBeInvalid();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  const notReceived = claim(5, {
    reason_id: 'PNR4071',
    available_actions: offers(hoursFromNow(48), 'send_tracking_number', 'send_potential_shipping', 'add_shipping_evidence', 'send_attachments'),
  });

  it('a tracking number dialog asks the number and the carrier before it can be confirmed', async () => {
    const performClaimAction = vi.fn().mockResolvedValue(notReceived);
    renderDetail(notReceived, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { performClaimAction });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el número de guía' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await userEvent.type(within(dialog).getByLabelText('Número de guía'), ' GUIA777 ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Paquetería'), 'Estafeta');
    await userEvent.click(confirm);
    await waitFor(() => expect(performClaimAction).toHaveBeenCalledWith(5, 'send_tracking_number', { tracking_number: 'GUIA777', carrier: 'Estafeta' }));
  });

  it('the shipping evidence dialog takes the date, the tracking and a file sent to the claim first', async () => {
    const performClaimAction = vi.fn().mockResolvedValue(notReceived);
    const sendClaimAttachment = vi.fn().mockResolvedValue({ filename: '5-1.pdf', claim: notReceived });
    renderDetail(notReceived, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { performClaimAction, sendClaimAttachment });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pruebas del envío' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Fecha en que se envió'), '2026-01-10');
    await userEvent.type(within(dialog).getByLabelText('Número de guía'), 'GUIA777');
    await userEvent.upload(within(dialog).getByLabelText('Elegir un archivo'), new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sendClaimAttachment).toHaveBeenCalledWith(5, 'guia.pdf', btoa('%PDF')));
    expect(await within(dialog).findByText('Enviados: 5-1.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(performClaimAction).toHaveBeenCalledWith(5, 'add_shipping_evidence', {
        date_shipped: '2026-01-10',
        tracking_number: 'GUIA777',
        attachments: ['5-1.pdf'],
      }),
    );
  });

  it('a closed claim offers to write again: the message is required', async () => {
    const closed = claim(6, { status: 'closed', next_due_date: null, available_actions: [{ action: 'recontact', due_date: null, mandatory: false }] });
    const performClaimAction = vi.fn().mockResolvedValue({ ...closed, status: 'opened', stage: 'recontact' });
    renderDetail(closed, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { performClaimAction });
    await userEvent.click(screen.getByRole('button', { name: 'Recontactar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/se vuelve a abrir con tu mensaje/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Mensaje'));
    await userEvent.paste('¿Te llegó el reembolso?');
    await userEvent.click(confirm);
    await waitFor(() => expect(performClaimAction).toHaveBeenCalledWith(6, 'recontact', { message: '¿Te llegó el reembolso?' }));
  });

  it('sending files refuses a type MercadoLibre does not take before sending it', async () => {
    const sendClaimAttachment = vi.fn();
    renderDetail(notReceived, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { sendClaimAttachment });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar archivos' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Elegir un archivo'), new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('No se pudo: Solo se aceptan archivos JPG, PNG o PDF de hasta 5 MB')).toBeInTheDocument();
    expect(sendClaimAttachment).not.toHaveBeenCalled();
  });

  it('shows MercadoLibre’s reason when an action is refused', async () => {
    const performClaimAction = vi.fn().mockRejectedValue(new Error('Mercado Libre no ofrece la acción refund en este reclamo ahora'));
    renderDetail(calm, <ClaimActions now={Date.now()} onWrite={vi.fn()} />, { performClaimAction });
    await userEvent.click(screen.getByRole('button', { name: 'Devolver el dinero' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo: Mercado Libre no ofrece la acción refund en este reclamo ahora')).toBeInTheDocument();
  });

  const messagesOf = (record: MercadoLibreClaim, calls: Record<string, unknown>) => {
    const messageBox = { current: null };
    return renderDetail(record, <ClaimMessages chosen="" onChoose={vi.fn()} messageBox={messageBox} />, calls);
  };

  it('says each message from whom to whom as the seller knows them, and writes to whom MercadoLibre allows: Mercado Libre in a dispute', async () => {
    const claimMessages = vi.fn().mockResolvedValue([
      { sender_role: 'complainant', receiver_role: 'respondent', message: 'Llegó roto.', date_created: hoursFromNow(-5) },
      { sender_role: 'respondent', receiver_role: 'mediator', message: 'Envié la guía.', date_created: hoursFromNow(-3) },
      { sender_role: 'mediator', receiver_role: 'respondent', message: 'Revisaremos el caso.', date_created: hoursFromNow(-1) },
    ]);
    const sendClaimMessage = vi.fn().mockResolvedValue(overdue);
    messagesOf(overdue, { claimMessages, sendClaimMessage });
    expect(await screen.findByText('Llegó roto.')).toBeInTheDocument();
    expect(screen.getByText(/^Comprador → Tú ·/)).toBeInTheDocument();
    expect(screen.getByText(/^Tú → Mercado Libre ·/)).toBeInTheDocument();
    expect(screen.getByText(/^Mercado Libre → Tú ·/)).toBeInTheDocument();
    expect(screen.queryByText(/Parte que reclama|Parte reclamada/)).toBeNull();
    expect(screen.getByRole('combobox')).toHaveTextContent('Mercado Libre');
    await userEvent.click(screen.getByLabelText('Mensaje'));
    await userEvent.paste('Adjunto la guía.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sendClaimMessage).toHaveBeenCalledWith(1, 'mediator', 'Adjunto la guía.'));
    expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
  });

  it('writes to the buyer as "Comprador" while the claim is between the two', async () => {
    messagesOf(calm, { claimMessages: vi.fn().mockResolvedValue([]) });
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveTextContent('Comprador');
  });

  it('shows a loading sign under "Mensajes" until the thread comes, then says there are none', async () => {
    let answer: (messages: unknown[]) => void = () => undefined;
    const claimMessages = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    messagesOf(calm, { claimMessages });
    expect(await screen.findByRole('progressbar', { name: 'Cargando los mensajes…' })).toBeInTheDocument();
    expect(screen.queryByText('Todavía no hay mensajes.')).toBeNull();
    answer([]);
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('"Escribir al mediador" among the actions leads to the message box, set to write to Mercado Libre', async () => {
    const both = claim(7, { available_actions: offers(hoursFromNow(48), 'send_message_to_complainant', 'send_message_to_mediator') });
    renderDetail(both, <ClaimPage />, {
      claimMessages: vi.fn().mockResolvedValue([]),
      getMany: vi.fn().mockResolvedValue({ data: [] }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    });
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveTextContent('Comprador');
    await userEvent.click(screen.getByRole('button', { name: 'Escribir al mediador' }));
    expect(screen.getByLabelText('Mensaje')).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveTextContent('Mercado Libre');
  });

  it('shows the return’s tracking and, once it arrived, asks whether it goes back into stock', async () => {
    const decideClaimRestock = vi.fn().mockResolvedValue({ ...calm, restock_decision: 'restocked' });
    const returned = claim(3, { return_id: '77', return_status: 'delivered', return_tracking: 'MEL44MX' });
    renderDetail(returned, <ClaimReturn />, { decideClaimRestock });
    expect(screen.getByText('Recibida · Guía MEL44MX')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Devolver al stock' }));
    await waitFor(() => expect(decideClaimRestock).toHaveBeenCalledWith(3, true));
    expect(await screen.findByText('Decisión guardada')).toBeInTheDocument();
  });

  it('does not ask about the stock before the return arrives', () => {
    renderDetail(claim(4, { return_id: '78', return_status: 'shipped', return_tracking: 'MEL45MX' }), <ClaimReturn />);
    expect(screen.getByText('En camino · Guía MEL45MX')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devolver al stock' })).toBeNull();
  });
});

describe("the seller's role in a claim", () => {
  it.each(['es', 'en'])('%s: every role MercadoLibre gives is worded, none read as its code', async (locale) => {
    await i18nProvider.changeLocale(locale);
    try {
      const words = claimRoles.map((role) => i18nProvider.translate(claimWordKey('our_role', role)));
      for (const [index, word] of words.entries()) expect(word).not.toMatch(new RegExp(`our_role|^${claimRoles[index]}$`));
      expect(i18nProvider.translate(claimWordKey('our_role', 'respondent'))).toBe(
        locale === 'es' ? 'Parte reclamada (vendedor)' : 'Party claimed against (seller)',
      );
    } finally {
      await i18nProvider.changeLocale('es');
    }
  });
});
