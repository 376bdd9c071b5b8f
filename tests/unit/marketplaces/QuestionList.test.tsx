import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MercadoLibreQuestion } from '../../../resources/mercadolibre';
import { QuestionList } from '../../../src/marketplaces/mercadolibre/questions/QuestionList';
import { renderInAdmin } from '../support/renderInAdmin';
import { credentialStubs } from './publicationFixtures';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const question = (id: number, changes: Partial<MercadoLibreQuestion>): MercadoLibreQuestion => ({
  id,
  ml_id: String(9000 + id),
  account_id: 1,
  item_id: 'MLM100',
  publication_id: 11,
  product_id: 5,
  buyer_id: 77,
  text: '',
  status: 'UNANSWERED',
  date_created: hoursAgo(0),
  answer_text: null,
  answer_date: null,
  ml_updated: null,
  ...changes,
});
const waitingLong = question(1, { text: '¿Tienen envío a Monterrey?', date_created: hoursAgo(30) });
const answered = question(2, { text: '¿Es original?', status: 'ANSWERED', answer_text: 'Sí, con garantía.', date_created: hoursAgo(2) });

const cardOf = (text: string): HTMLElement => {
  const card = screen.getByText(text).closest('.MuiCard-root');
  if (!card) throw new Error(`no card for ${text}`);
  return card as HTMLElement;
};

/** The catalogue product the waiting question's listing sells, which the answer templates read. */
const linkedProduct = { id: 5, stock: 14, price: 1000, price_ttc: 1160 };

const renderList = (extra: Record<string, unknown> = {}, path?: string) => {
  const getList = vi.fn(() => Promise.resolve({ data: [waitingLong, answered], total: 2 }) as never);
  const getOne = vi.fn(() => Promise.resolve({ data: linkedProduct }) as never);
  const getMany = vi.fn((resource: string) =>
    Promise.resolve({ data: resource === 'mercadolibre/publicaciones' ? [{ id: 11, title: 'Cafetera Oster 12 tazas' }] : [] }),
  ) as never;
  renderInAdmin(<QuestionList />, { resource: 'mercadolibre/preguntas', path, dataProvider: { getList, getOne, getMany, ...credentialStubs(), ...extra } });
  return getList;
};

describe('QuestionList', () => {
  it('lists unanswered questions first, with statuses in words and the wait of an old one in red', async () => {
    const getList = renderList();
    expect(await screen.findByText('¿Tienen envío a Monterrey?')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'mercadolibre/preguntas',
      expect.objectContaining({ sort: { field: 'status', order: 'DESC' }, pagination: { page: 1, perPage: 5 } }),
    );
    const waiting = cardOf('¿Tienen envío a Monterrey?');
    expect(within(waiting).getByText('Sin responder')).toBeInTheDocument();
    expect(within(waiting).getByText('hace 1 día').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const done = cardOf('¿Es original?');
    expect(within(done).getByText('Respondida')).toBeInTheDocument();
    expect(within(done).getByText(/Sí, con garantía\./)).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Responder' })).toBeNull();
    // What each question is about: the listing's title, opening its sheet, beside Mercado Libre's item id.
    const listing = await within(waiting).findByRole('link', { name: 'Cafetera Oster 12 tazas' });
    expect(listing).toHaveAttribute('href', '/mercadolibre/publicaciones/11');
    expect(within(waiting).getByText(/MLM100/)).toBeInTheDocument();
  });

  it('says a question asked within the minute arrived just now, not "0 minutes ago"', async () => {
    const justAsked = question(3, { text: '¿Tienen otro color?', date_created: new Date(Date.now() - 20_000).toISOString() });
    renderList({ getList: vi.fn(() => Promise.resolve({ data: [justAsked], total: 1 }) as never) });
    await screen.findByText('¿Tienen otro color?');
    expect(within(cardOf('¿Tienen otro color?')).getByText('hace un momento')).toBeInTheDocument();
    expect(screen.queryByText(/hace 0/)).not.toBeInTheDocument();
  });

  it('answers inline with a character counter, refuses a too long answer before sending, and shows MercadoLibre’s reason', async () => {
    const answerQuestion = vi
      .fn()
      .mockRejectedValueOnce(new Error('Mercado Libre rechazó la operación: Question 9001 is not UNANSWERED'))
      .mockResolvedValueOnce({ ...waitingLong, status: 'ANSWERED', answer_text: 'Sí, llega en 2 días.' });
    renderList({ answerQuestion });
    await screen.findByText('¿Tienen envío a Monterrey?');
    const card = cardOf('¿Tienen envío a Monterrey?');
    const box = within(card).getByRole('textbox');
    const send = within(card).getByRole('button', { name: 'Responder' });
    expect(send).toBeDisabled();

    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(within(card).getByText('2001 / 2000 caracteres')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.paste('Sí, llega en 2 días.');
    expect(within(card).getByText('20 / 2000 caracteres')).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByText('No se pudo responder: Mercado Libre rechazó la operación: Question 9001 is not UNANSWERED')).toBeInTheDocument();

    await userEvent.click(send);
    await waitFor(() => expect(answerQuestion).toHaveBeenLastCalledWith(1, 'Sí, llega en 2 días.'));
    expect(await screen.findByText('Respuesta enviada')).toBeInTheDocument();
  });

  it('fills the answer from a template with the stock and price of the question’s product', async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: linkedProduct }) as never);
    renderList({ getOne });
    await screen.findByText('¿Tienen envío a Monterrey?');
    const card = cardOf('¿Tienen envío a Monterrey?');
    await userEvent.click(await within(card).findByText('Disponibilidad'));
    expect(within(card).getByRole('textbox')).toHaveValue('¡Hola! Sí, tenemos 14 disponibles. ¡Puedes comprar ahora!');
    expect(getOne).toHaveBeenCalledWith('productos', expect.objectContaining({ id: 5 }));
    await userEvent.click(within(card).getByText('Precio'));
    expect((within(card).getByRole('textbox') as HTMLTextAreaElement).value).toMatch(/^¡Hola! El precio es \$1,160\.00/);
  });

  it('narrows the list to one buyer’s questions, answered ones too, and shows the buyer’s filter to take away', async () => {
    const getList = renderList({}, `/?filter=${encodeURIComponent(JSON.stringify({ status: 'UNANSWERED' }))}`);
    await screen.findByText('¿Tienen envío a Monterrey?');
    expect(getList).toHaveBeenLastCalledWith('mercadolibre/preguntas', expect.objectContaining({ filter: { status: 'UNANSWERED' } }));
    await userEvent.click(within(cardOf('¿Tienen envío a Monterrey?')).getByRole('button', { name: 'Preguntas de este comprador' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('mercadolibre/preguntas', expect.objectContaining({ filter: expect.objectContaining({ buyer_id: 77 }) })),
    );
    const [, lastQuery] = getList.mock.lastCall as unknown as [string, { filter: Record<string, unknown> }];
    expect(lastQuery.filter).not.toHaveProperty('status');
    expect(await screen.findByRole('spinbutton', { name: 'Comprador' })).toHaveValue(77);
    // Once the list shows that buyer alone, the cards no longer offer it.
    expect(screen.queryByRole('button', { name: 'Preguntas de este comprador' })).toBeNull();
  });
});
