import type { TranslateFunction } from 'react-admin';

/** What a sentence or a task item holds about a publication: our id, and its title and MercadoLibre id when it was recorded with them. */
export interface PublicationNameValues {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly ml_id?: unknown;
}

/**
 * A publication as the seller sees it in the lists: by its title, with its MercadoLibre id when it
 * has one; by our id (and MercadoLibre's) only for what was recorded without a title (rows stored before
 * titles were kept).
 */
export const publicationName = ({ id, title, ml_id }: PublicationNameValues, translate: TranslateFunction): string => {
  const listed = typeof ml_id === 'string' && ml_id !== '';
  if (typeof title === 'string' && title !== '')
    return listed ? translate('app.errors.publication_names.listed', { title, ml_id }) : translate('app.errors.publication_names.titled', { title });
  const number = id === undefined || id === null ? '' : String(id);
  return listed ? translate('app.errors.publication_names.numbered_listed', { id: number, ml_id }) : number;
};
