import type { ListingState } from '../inventory/channelListings';

/**
 * Publication statuses (codes in English, labels in the i18n catalogues) and how MercadoLibre's real item
 * statuses map onto them. Pure data, shared by the API and the screens.
 */
export const publicationStatuses = ['to_be_published', 'to_be_corrected', 'published', 'paused', 'under_review', 'finished', 'deleted'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/** Each status in Spanish, as the screens name it and the server's refusals say it: one wording for both. */
export const publicationStatusWordsEs: Readonly<Record<PublicationStatus, string>> = {
  to_be_published: 'Por publicar',
  to_be_corrected: 'Por corregir',
  published: 'Publicada',
  paused: 'Pausada',
  under_review: 'En revisión',
  finished: 'Finalizada',
  deleted: 'Eliminada',
};

/**
 * MercadoLibre item `status` (+ `sub_status`) → our status. A publication without `ml_id` is
 * `to_be_published`, or `to_be_corrected` when its last validation found errors.
 *
 * | MercadoLibre                                   | ours            |
 * |------------------------------------------------|-----------------|
 * | active                                         | published       |
 * | paused (paused_by_seller, out_of_stock, …)      | paused          |
 * | payment_required                               | paused          |
 * | under_review (warning, held, forbidden, …)      | under_review    |
 * | under_review + waiting_for_patch, inactive      | to_be_corrected |
 * | closed                                         | finished        |
 * | closed + sub_status deleted                    | deleted         |
 */
export function publicationStatusOf(mlStatus: string, subStatus: readonly string[] = []): PublicationStatus {
  if (mlStatus === 'active') return 'published';
  if (mlStatus === 'paused' || mlStatus === 'payment_required') return 'paused';
  if (mlStatus === 'closed') return subStatus.includes('deleted') ? 'deleted' : 'finished';
  if (mlStatus === 'inactive' || subStatus.includes('waiting_for_patch')) return 'to_be_corrected';
  return 'under_review';
}

/** Single-publication actions (`GET {base}{id}/{action}` unless noted in README.md). */
export const publicationActions = ['validate', 'publish', 'pause', 'resume', 'close', 'delete_mercadolibre', 'edit', 'delete'] as const;
export type PublicationAction = (typeof publicationActions)[number];

/** Each action as the verb of the screen's button that asks for it, in Spanish: the server's refusals and the task screens say it alike. */
export const publicationActionVerbsEs: Readonly<Record<PublicationAction, string>> = {
  validate: 'validar',
  publish: 'publicar',
  pause: 'pausar',
  resume: 'reactivar',
  close: 'finalizar',
  delete_mercadolibre: 'eliminar en Mercado Libre',
  edit: 'editar',
  delete: 'eliminar aquí',
};

/**
 * Which action a publication in each status allows; anything else answers 409 with the reason.
 * `delete` (our database only) and `edit` are always allowed; `edit` of a finished or deleted
 * publication changes only our record.
 */
export const allowedActions: Readonly<Record<PublicationStatus, readonly PublicationAction[]>> = {
  to_be_published: ['validate', 'publish', 'edit', 'delete'],
  to_be_corrected: ['validate', 'publish', 'edit', 'delete'],
  published: ['pause', 'close', 'delete_mercadolibre', 'edit', 'delete'],
  paused: ['resume', 'close', 'delete_mercadolibre', 'edit', 'delete'],
  under_review: ['close', 'delete_mercadolibre', 'edit', 'delete'],
  finished: ['delete_mercadolibre', 'edit', 'delete'],
  deleted: ['edit', 'delete'],
};

export const isActionAllowed = (status: PublicationStatus, action: PublicationAction): boolean => allowedActions[status].includes(action);

/** Where a publication in each status stands in the general publications list. */
export const listingStateOfPublication: Readonly<Record<PublicationStatus, ListingState>> = {
  to_be_published: 'draft',
  to_be_corrected: 'attention',
  published: 'on_sale',
  paused: 'not_buyable',
  under_review: 'attention',
  finished: 'ended',
  deleted: 'ended',
};
