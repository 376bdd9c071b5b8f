import { ListingPusher } from '../../inventory/push/listingPush';
import { salesChannels } from '../../inventory/salesChannels';
import type { PublicationAction } from '../../../resources/mercadolibre/publicationStatuses';
import type { ListingType } from '../../../resources/mercadolibre/publications';
import { type MercadoLibreItem, publicationFromItem } from './itemMapping';
import { MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { EventNote } from './publicationEvents';
import type { Publication } from './publicationRepository';
import { assertAllowed, assertListed } from './publicationGuards';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function putItem(feature: MercadoLibreFeature, publication: Publication, body: Record<string, unknown>, note?: EventNote): Promise<Publication> {
  const item = await feature.connector.request<MercadoLibreItem>(Number(publication.account_id), {
    method: 'PUT',
    path: `/items/${assertListed(publication)}`,
    body,
  });
  return feature.publications.update(publication.id, publicationFromItem(item), note);
}

const statusFor: Record<'pause' | 'resume' | 'close', string> = { pause: 'paused', resume: 'active', close: 'closed' };

/**
 * Pause, resume or close: a status PUT with MercadoLibre's rules (closed is final). With `reachedIsDone`
 * a publication already in the status asked for is done as it is (a bulk pause over a selection
 * holding paused ones, an item run again); without it that is refused like any other status.
 */
export async function changeStatus(
  feature: MercadoLibreFeature,
  publication: Publication,
  action: 'pause' | 'resume' | 'close',
  options: { reachedIsDone?: boolean } = {},
): Promise<Publication> {
  const reached: Record<typeof action, Publication['status'][]> = { pause: ['paused'], resume: ['published'], close: ['finished', 'deleted'] };
  if (options.reachedIsDone && reached[action].includes(publication.status)) return publication;
  assertAllowed(publication, action as PublicationAction);
  return putItem(feature, publication, { status: statusFor[action] });
}

/** Deletes the item on MercadoLibre: closed first (the only state a delete is accepted in), then `deleted`. */
export async function deleteOnMarketplace(feature: MercadoLibreFeature, publication: Publication, options: { rerun?: boolean } = {}): Promise<Publication> {
  if (options.rerun && publication.status === 'deleted') return publication;
  assertAllowed(publication, 'delete_mercadolibre');
  let current = publication;
  if (current.status !== 'finished') current = await putItem(feature, current, { status: 'closed' });
  for (let attempt = 1; ; attempt++) {
    try {
      return await putItem(feature, current, { deleted: 'true' });
    } catch (error) {
      // A delete right after the close meets MercadoLibre's optimistic-lock 409: wait and repeat.
      if (!(error instanceof MercadoLibreError) || error.status !== 409 || attempt >= 4) throw error;
      await sleep(500 * attempt);
    }
  }
}

export interface PublicationEdit {
  title?: string;
  price?: number;
  available_quantity?: number;
  listing_type_id?: ListingType;
  category_id?: string;
}

/** `PUT {id}`: pushed to MercadoLibre while the item is live; our record changes only if it accepted. */
export async function editPublication(feature: MercadoLibreFeature, publication: Publication, edit: PublicationEdit): Promise<Publication> {
  const live = publication.ml_id && ['published', 'paused', 'under_review'].includes(publication.status);
  if (!live) return feature.publications.update(publication.id, edit, { kind: 'edited' });
  const { category_id: _ignored, ...pushed } = edit;
  if (Object.keys(pushed).length === 0) return publication;
  return putItem(feature, publication, pushed, { kind: 'edited' });
}

/** The linked product's stock pushed to its item (task type 4) by the inventory's rules: never above what the ERP has. */
export async function pushStock(feature: MercadoLibreFeature, publication: Publication): Promise<Publication> {
  if (!publication.product_id) throw new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto');
  const { db } = feature.context.database;
  const listing = await salesChannels(feature.context).get('mercadolibre')?.findListing?.(db, assertListed(publication));
  if (!listing) throw new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto');
  await new ListingPusher(db, salesChannels(feature.context)).pushStockNow(listing);
  return feature.publications.get(publication.id);
}
