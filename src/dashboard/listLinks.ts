import { filteredListPath } from '../../resources/listLinks';
import type { ListingState, SalesChannelCode } from '../../resources/inventory/channelListings';
import { homeSummaryLimits } from '../../resources/homeSummary';
import { failedTaskStatuses, runningTaskStatuses } from '../../resources/tasks';

/** The list a home card opens, with the filter that shows what the card counts (kept in the address). */
export const homeLinks = {
  orders: '/pedidos',
  // The orders sold (validated) created since a day of the summary (`YYYY-MM-DD`, the browser's day), from
  // its first moment there: the sales the card counts.
  ordersSince: (day: string) => filteredListPath('/pedidos', { created_since: new Date(`${day}T00:00`).toISOString(), sold: true }),
  ordersToPrepare: filteredListPath('/pedidos', { to_prepare: true }),
  // The product list keeps its own parameters in the address (`?page&step&busqueda&stock_alert`).
  lowStock: '/productos?stock_alert=true',
  // Every marketplace's publications; the units sold are MercadoLibre's.
  publications: '/publicaciones',
  bestSellingPublications: '/mercadolibre/publicaciones?sort=sold_quantity&order=DESC',
  publicationsInState: (state: ListingState) => filteredListPath('/publicaciones', { state }),
  publicationsOutOfSync: filteredListPath('/publicaciones', { sync_state: 'out_of_sync' }),
  // Each marketplace's buyers waiting: MercadoLibre's unanswered questions, Amazon's open requests.
  unansweredQuestions: {
    mercadolibre: filteredListPath('/mercadolibre/preguntas', { status: 'UNANSWERED' }),
    amazon: filteredListPath('/amazon/preguntas', { status: 'open' }),
  } satisfies Record<SalesChannelCode, string>,
  openClaims: filteredListPath('/mercadolibre/devoluciones', { status: 'opened' }),
  amazonReturnsToDecide: filteredListPath('/amazon/devoluciones', { to_decide: true }),
  runningTasks: filteredListPath('/tareas', { status: runningTaskStatuses }),
  // The tasks that failed in the hours the card counts, up to the moment its figures were read.
  failedTasksUntil: (readAt: number) =>
    filteredListPath('/tareas', {
      status: failedTaskStatuses,
      finished_since: new Date(readAt - homeSummaryLimits.failedTasksHours * 60 * 60 * 1000).toISOString(),
    }),
  // The history, on the notifications not seen yet that the card counts.
  unseenNotifications: '/notificaciones?seen=false',
} as const;
