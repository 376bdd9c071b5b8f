import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HomeSummary } from '../../../resources/homeSummary';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { renderInAdmin } from '../support/renderInAdmin';

const figures = (count: number, amount: number) => ({ count, amount });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
const byDay = Array.from({ length: 30 }, (_, index) => ({ day: `2026-10-${String(index + 1).padStart(2, '0')}`, count: 0, amount: 0 }));

// One instant, shared by the total and Amazon's part, as the server sends it.
const amazonOldestAt = hoursAgo(3.02);

const summary: HomeSummary = {
  sales: [
    { channel: 'erp', today: figures(3, 350), last7Days: figures(4, 650), last30Days: figures(5, 720), byDay },
    { channel: 'mercadolibre', today: figures(1, 1299), last7Days: figures(2, 1500), last30Days: figures(2, 1500), byDay },
  ],
  ordersToPrepare: 2,
  publications: {
    byState: { on_sale: 2, not_buyable: 4, attention: 1, draft: 0, ended: 0 },
    total: 7,
    sold: 31,
    outOfSync: 3,
  },
  questions: {
    unanswered: 4,
    oldestUnansweredAt: amazonOldestAt,
    byChannel: { mercadolibre: { unanswered: 3, oldestUnansweredAt: hoursAgo(2) }, amazon: { unanswered: 1, oldestUnansweredAt: amazonOldestAt } },
  },
  claims: { open: 3, overdue: 2, nextDueAt: null, amazonReturnsToDecide: 2 },
  lowStock: {
    count: 12,
    first: [
      { id: 9, ref: 'LOW-2', label: 'Broca', stock: 0, alert: 3 },
      { id: 8, ref: 'LOW-1', label: 'Taladro', stock: 1, alert: 10 },
    ],
  },
  tasks: { running: 6, failedLastDay: 5 },
  notifications: { unseen: 8 },
};

const cardLink = (title: string) => screen.getByText(title).closest('a');
const decoded = (link: HTMLElement | null) => decodeURIComponent(link?.getAttribute('href') ?? '');

describe('home page', () => {
  it('asks for the figures of the browser time zone and shows them, each card linking to its list', async () => {
    const getHomeSummary = vi.fn().mockResolvedValue(summary);
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary } as never });

    expect(await screen.findByText('$1,649.00 MXN')).toBeInTheDocument();
    expect(getHomeSummary).toHaveBeenCalledWith(-new Date().getTimezoneOffset());
    const today = within(cardLink('Ventas de hoy')!);
    expect(today.getByText('4 pedidos')).toBeInTheDocument();
    expect(today.getByText('ERP: $350.00 MXN')).toBeInTheDocument();
    expect(today.getByText('Mercado Libre: $1,299.00 MXN')).toBeInTheDocument();
    expect(within(cardLink('Ventas de los últimos 7 días')!).getByText('$2,150.00 MXN')).toBeInTheDocument();
    expect(within(cardLink('Ventas de los últimos 7 días')!).getByText('Mercado Libre: $1,500.00 MXN')).toBeInTheDocument();
    expect(within(cardLink('Ventas de los últimos 30 días')!).getByText('7 pedidos')).toBeInTheDocument();
    // Each period opens the orders it counts: those sold (validated), created since its first day began in the browser's time zone.
    const since = (day: string) => `/pedidos?filter={"created_since":"${new Date(`${day}T00:00`).toISOString()}","sold":true}`;
    expect(decoded(cardLink('Ventas de hoy'))).toBe(since('2026-10-30'));
    expect(decoded(cardLink('Ventas de los últimos 7 días'))).toBe(since('2026-10-24'));
    expect(decoded(cardLink('Ventas de los últimos 30 días'))).toBe(since('2026-10-01'));
    expect(decoded(screen.getByRole('link', { name: 'Ventas por día (últimos 30 días)' }))).toBe(since('2026-10-01'));

    const questions = cardLink('Preguntas sin responder')!;
    expect(within(questions).getByText('4')).toBeInTheDocument();
    expect(within(questions).getByText('La más antigua: hace 3 horas')).toBeInTheDocument();
    // Amazon's buyer has waited longest: the card opens Amazon's open requests.
    expect(decoded(questions)).toBe('/amazon/preguntas?filter={"status":"open"}');
    // Each marketplace's count opens its own list.
    const questionsCard = within(screen.getByRole('region', { name: 'Preguntas sin responder' }));
    expect(decoded(questionsCard.getByRole('link', { name: 'Mercado Libre: 3' }))).toBe('/mercadolibre/preguntas?filter={"status":"UNANSWERED"}');
    expect(decoded(questionsCard.getByRole('link', { name: 'Amazon: 1' }))).toBe('/amazon/preguntas?filter={"status":"open"}');
    const claims = cardLink('Reclamos abiertos')!;
    expect(within(claims).getByText('3')).toBeInTheDocument();
    expect(within(claims).getByText('2 con el plazo vencido')).toBeInTheDocument();
    expect(within(claims).getByText('Amazon: 2 devoluciones por decidir')).toBeInTheDocument();
    expect(decoded(claims)).toBe('/mercadolibre/devoluciones?filter={"status":"opened"}');
    expect(within(cardLink('Publicaciones desincronizadas')!).getByText('3')).toBeInTheDocument();
    expect(decoded(cardLink('Publicaciones desincronizadas'))).toBe('/publicaciones?filter={"sync_state":"out_of_sync"}');

    expect(within(cardLink('Pedidos por preparar y enviar')!).getByText('2')).toBeInTheDocument();
    expect(decoded(cardLink('Pedidos por preparar y enviar'))).toBe('/pedidos?filter={"to_prepare":true}');

    const lowStock = cardLink('Productos con stock bajo')!;
    expect(within(lowStock).getByText('12')).toBeInTheDocument();
    expect(within(lowStock).getByText((_, element) => element?.textContent === 'LOW-2, LOW-1' && element.children.length === 2)).toBeInTheDocument();
    // Each reference moves to the next line whole, never broken after its hyphen.
    for (const ref of ['LOW-2', 'LOW-1']) expect(getComputedStyle(within(lowStock).getByText(ref)).display).toBe('inline-block');
    expect(lowStock).toHaveAttribute('href', '/productos?stock_alert=true');

    expect(within(cardLink('Publicaciones que requieren atención')!).getByText('1')).toBeInTheDocument();
    expect(decoded(cardLink('Publicaciones que requieren atención'))).toBe('/publicaciones?filter={"state":"attention"}');
    expect(within(cardLink('Publicaciones pausadas o sin stock')!).getByText('4')).toBeInTheDocument();
    expect(decoded(cardLink('Publicaciones pausadas o sin stock'))).toBe('/publicaciones?filter={"state":"not_buyable"}');

    expect(within(cardLink('Unidades vendidas en Mercado Libre')!).getByText('31')).toBeInTheDocument();
    expect(cardLink('Unidades vendidas en Mercado Libre')).toHaveAttribute('href', '/mercadolibre/publicaciones?sort=sold_quantity&order=DESC');
    expect(within(cardLink('Tareas en curso')!).getByText('6')).toBeInTheDocument();
    expect(decoded(cardLink('Tareas en curso'))).toBe('/tareas?filter={"status":[1,2,5]}');
    expect(within(cardLink('Tareas con errores (últimas 24 h)')!).getByText('5')).toBeInTheDocument();
    // The failed tasks of the 24 hours before the figures were read, as the card counts them.
    const failedSince = JSON.parse(decoded(cardLink('Tareas con errores (últimas 24 h)')).split('filter=')[1]);
    expect(failedSince.status).toEqual([4, 6]);
    expect(Date.now() - Date.parse(failedSince.finished_since)).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(Date.now() - Date.parse(failedSince.finished_since)).toBeLessThan(25 * 60 * 60 * 1000);
    expect(within(cardLink('Notificaciones sin leer')!).getByText('8')).toBeInTheDocument();
    expect(cardLink('Notificaciones sin leer')).toHaveAttribute('href', '/notificaciones?seen=false');

    const salesChart = screen.getByRole('region', { name: 'Ventas por día (últimos 30 días)' });
    // One series per channel, named in words in the legend.
    expect(within(salesChart).getByText('ERP')).toBeInTheDocument();
    expect(within(salesChart).getByText('Mercado Libre')).toBeInTheDocument();
    // Every marketplace's publications, each state in the same words for all; none ended or unpublished, so not drawn.
    const publicationsChart = screen.getByRole('region', { name: 'Publicaciones por estado' });
    for (const state of ['A la venta', 'Pausada o sin stock', 'Requiere atención']) expect(within(publicationsChart).getByText(state)).toBeInTheDocument();
    expect(within(publicationsChart).queryByText('Finalizada')).not.toBeInTheDocument();
  });

  it('says when no buyer waits for an answer, and shows one channel without a breakdown', async () => {
    const quiet = {
      ...summary,
      sales: summary.sales.slice(0, 1),
      questions: {
        unanswered: 0,
        oldestUnansweredAt: null,
        byChannel: { mercadolibre: { unanswered: 0, oldestUnansweredAt: null }, amazon: { unanswered: 0, oldestUnansweredAt: null } },
      },
      claims: { open: 0, overdue: 0, nextDueAt: null, amazonReturnsToDecide: 0 },
    };
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary: vi.fn().mockResolvedValue(quiet) } as never });
    expect(await screen.findByText('Ningún comprador espera respuesta')).toBeInTheDocument();
    expect(decoded(cardLink('Preguntas sin responder'))).toBe('/mercadolibre/preguntas?filter={"status":"UNANSWERED"}');
    expect(screen.getByText('Ningún reclamo espera una acción')).toBeInTheDocument();
    expect(screen.queryByText(/devoluci.n(es)? por decidir/)).not.toBeInTheDocument();
    expect(within(cardLink('Ventas de hoy')!).getByText('$350.00 MXN')).toBeInTheDocument();
    expect(screen.queryByText(/^ERP: /)).not.toBeInTheDocument();
  });

  it('shows the nearest claim deadline when none has passed', async () => {
    const nextDueAt = '2026-11-24T18:30:00.000Z';
    const calm = { ...summary, claims: { open: 1, overdue: 0, nextDueAt, amazonReturnsToDecide: 0 } };
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary: vi.fn().mockResolvedValue(calm) } as never });
    const shown = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(nextDueAt));
    expect(await screen.findByText(`Próximo plazo: ${shown}`)).toBeInTheDocument();
  });

  it("opens Amazon's returns to decide when no claim is open and a return waits", async () => {
    const returnsOnly = { ...summary, claims: { open: 0, overdue: 0, nextDueAt: null, amazonReturnsToDecide: 1 } };
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary: vi.fn().mockResolvedValue(returnsOnly) } as never });
    expect(await screen.findByText('Amazon: 1 devolución por decidir')).toBeInTheDocument();
    expect(decoded(cardLink('Reclamos abiertos'))).toBe('/amazon/devoluciones?filter={"to_decide":true}');
  });

  it('says there are no publications instead of drawing an empty pie', async () => {
    const empty = { ...summary, publications: { ...summary.publications, total: 0 } };
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary: vi.fn().mockResolvedValue(empty) } as never });
    expect(await screen.findByText('Todavía no hay publicaciones.')).toBeInTheDocument();
  });

  it('tells the seller when the figures cannot be loaded, showing no number', async () => {
    renderInAdmin(<Dashboard />, { dataProvider: { getHomeSummary: vi.fn().mockRejectedValue(new Error('down')) } as never });
    expect(await screen.findByText('No se pudieron cargar las cifras del inicio. Se reintentará en un momento.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('$1,649.00 MXN')).not.toBeInTheDocument();
  });
});
