import type { MercadoLibreItem } from './itemMapping';
import { issuesOf, publicationFromItem } from './itemMapping';
import { MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { Publication } from './publicationRepository';
import { assertAllowed, publishMarkerOf } from './publicationGuards';
import { itemBodyFor } from './publicationValidation';

/** The live item a previous run of this publish already created, if any (closed ones do not count). */
async function itemAlreadyCreated(feature: MercadoLibreFeature, publication: Publication, sellerId: number, signal?: AbortSignal): Promise<MercadoLibreItem | undefined> {
  const accountId = Number(publication.account_id);
  const search = await feature.connector.request<{ results: string[] }>(accountId, { method: 'GET', path: `/users/${sellerId}/items/search`, query: { sku: publishMarkerOf(publication.id), status: 'active,paused' }, signal });
  const [first] = search.results;
  return first ? feature.connector.request<MercadoLibreItem>(accountId, { method: 'GET', path: `/items/${first}`, signal }) : undefined;
}

/**
 * Creates the publication's item on MercadoLibre, at most once: the publication is marked before
 * the `POST /items`, and any later run (retry, restart, second task) first looks for the item its
 * marker (`seller_custom_field`) already created. `signal` stops a worker's calls when it gives
 * the item back, so no late POST can race the next run's lookup.
 */
export async function publishPublication(feature: MercadoLibreFeature, publication: Publication, options: { rerun?: boolean; signal?: AbortSignal; images?: string[] } = {}): Promise<Publication> {
  if (options.rerun && publication.ml_id && ['published', 'paused', 'under_review'].includes(publication.status)) return publication;
  assertAllowed(publication, 'publish');
  const account = await feature.accountFor(publication.account_id);
  const accountId = Number(account.id);
  if (options.rerun || publication.ml_json?.publish_pending) {
    const found = await itemAlreadyCreated(feature, publication, Number(account.user_id), options.signal);
    if (found) return feature.publications.update(publication.id, { ...publicationFromItem(found), validations: { valid: true, errors: [], warnings: [] } });
  }
  if (!publication.product_id) throw new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto');
  const product = await feature.products.get(publication.product_id);
  const { categoryId, body } = await itemBodyFor(feature, publication, product, options.images);
  if (!body) throw new MercadoLibreError(400, 'no_category', 'MercadoLibre no sugiere ninguna categoría para este título');
  await feature.publications.update(publication.id, { category_id: categoryId, ml_json: { publish_pending: publishMarkerOf(publication.id) } });
  try {
    const item = await feature.connector.request<MercadoLibreItem & { warnings?: [] }>(accountId, { method: 'POST', path: '/items', body, idempotent: false, signal: options.signal });
    const { warnings } = issuesOf(item.warnings ?? []);
    return await feature.publications.update(publication.id, { ...publicationFromItem(item), validations: { valid: true, errors: [], warnings } });
  } catch (error) {
    if (error instanceof MercadoLibreError && !error.transient) {
      const { errors, warnings } = issuesOf(error.causes);
      await feature.publications.update(publication.id, {
        status: 'to_be_corrected',
        ml_json: null,
        validations: { valid: false, errors: errors.length ? errors : [{ field: 'item', message: error.reason }], warnings },
      }, { kind: 'validation_failed', message: error.reason });
    }
    throw error;
  }
}

/** The route's publish: a 5xx or timeout is retried here, safely, since each rerun looks for the item first. */
export async function publishNow(feature: MercadoLibreFeature, publicationId: number): Promise<Publication> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await publishPublication(feature, await feature.publications.get(publicationId), {});
    } catch (error) {
      if (!(error instanceof MercadoLibreError) || !error.transient || attempt >= 3) throw error;
    }
  }
}
