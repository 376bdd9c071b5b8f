import {
  isActionAllowed,
  type PublicationAction,
  publicationActionVerbsEs,
  publicationStatusWordsEs,
} from '../../../resources/mercadolibre/publicationStatuses';
import { conflict } from '../../http/errors';
import type { Publication } from './publicationRepository';

type Named = Partial<Pick<Publication, 'title' | 'ml_id'>>;

/** How the seller knows a publication, as a sentence's values: its title and its MercadoLibre id, each when it has one. */
export const publicationNameParams = (publication: Named = {}): { title?: string; ml_id?: string } => ({
  ...(publication.title ? { title: publication.title } : {}),
  ...(publication.ml_id ? { ml_id: publication.ml_id } : {}),
});

/** A publication named in a Spanish sentence as the seller knows it (title, MercadoLibre id); by our id only when it has no title. */
export function spokenName(publication: Named & { id: number }): string {
  if (!publication.title) return String(publication.id);
  return publication.ml_id ? `«${publication.title}» (${publication.ml_id})` : `«${publication.title}»`;
}

/** Refuses an action the publication's status does not allow, saying why in the screen's words, not in codes. */
export function assertAllowed(publication: Publication, action: PublicationAction): void {
  if (!isActionAllowed(publication.status, action)) {
    throw conflict(
      `La publicación ${spokenName(publication)} está en estado «${publicationStatusWordsEs[publication.status]}» y no se puede ${publicationActionVerbsEs[action]}`,
    ).worded('publication_action_refused', { id: publication.id, ...publicationNameParams(publication), status: publication.status, action });
  }
}

export function assertListed(publication: Publication): string {
  if (!publication.ml_id)
    throw conflict(`La publicación ${spokenName(publication)} no está en Mercado Libre`).worded('publication_not_listed', {
      id: publication.id,
      ...publicationNameParams(publication),
    });
  return publication.ml_id;
}

const publishMarkerPrefix = 'bo-pub-';

/** The marker stored in `seller_custom_field` so a rerun finds the item its publish already created. */
export const publishMarkerOf = (publicationId: number) => `${publishMarkerPrefix}${publicationId}`;

/** Whether a `seller_custom_field` is our publish marker rather than the seller's own SKU. */
export const isPublishMarker = (value: string) => value.startsWith(publishMarkerPrefix);

/** The publication whose publish put this marker on an item, if the value is one of our markers. */
export function publicationOfMarker(value: string | null | undefined): number | undefined {
  const id = value && isPublishMarker(value) ? Number(value.slice(publishMarkerPrefix.length)) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
