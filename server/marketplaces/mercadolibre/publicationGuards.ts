import { isActionAllowed, type PublicationAction, type PublicationStatus } from '../../../resources/mercadolibre/publicationStatuses';
import { conflict } from '../../http/errors';
import type { Publication } from './publicationRepository';

/** A status as the publications screen names it, so a refusal reads in the user's words, not in codes. */
const statusWords: Readonly<Record<PublicationStatus, string>> = {
  to_be_published: 'Por publicar',
  to_be_corrected: 'Por corregir',
  published: 'Publicada',
  paused: 'Pausada',
  under_review: 'En revisión',
  finished: 'Finalizada',
  deleted: 'Eliminada',
};

/** An action as the verb of the screen's button that asks for it. */
const actionWords: Readonly<Record<PublicationAction, string>> = {
  validate: 'validar',
  publish: 'publicar',
  pause: 'pausar',
  resume: 'reactivar',
  close: 'finalizar',
  delete_mercadolibre: 'eliminar en Mercado Libre',
  edit: 'editar',
  delete: 'eliminar aquí',
};

/** Refuses an action the publication's status does not allow, saying why. */
export function assertAllowed(publication: Publication, action: PublicationAction): void {
  if (!isActionAllowed(publication.status, action)) {
    throw conflict(`La publicación ${publication.id} está en estado «${statusWords[publication.status]}» y no se puede ${actionWords[action]}`);
  }
}

export function assertListed(publication: Publication): string {
  if (!publication.ml_id) throw conflict(`La publicación ${publication.id} no está en Mercado Libre`);
  return publication.ml_id;
}

const publishMarkerPrefix = 'bo-pub-';

/** The marker stored in `seller_custom_field` so a rerun finds the item its publish already created. */
export const publishMarkerOf = (publicationId: number) => `${publishMarkerPrefix}${publicationId}`;

/** Whether a `seller_custom_field` is our publish marker rather than the seller's own SKU. */
export const isPublishMarker = (value: string) => value.startsWith(publishMarkerPrefix);
