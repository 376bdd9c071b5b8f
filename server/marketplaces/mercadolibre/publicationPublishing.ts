import { awaitMarkedItem, type MarkedItemSearch } from './createdItemLookup';
import type { MercadoLibreItem } from './itemMapping';
import { issuesOf, publicationFromItem } from './itemMapping';
import { MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { Publication } from './publicationRepository';
import { assertAllowed, publishMarkerOf } from './publicationGuards';
import { chosenImagesOf, itemBodyFor } from './publicationValidation';

/**
 * Stored in the publication while a create may be out: the marker it carries, and until when its
 * item may still land (a later run looks for it until then before posting again).
 */
interface PendingCreate {
  publish_pending: string;
  publish_settles_at: string;
}

const pendingCreate = (marker: string, settlesAt: number): PendingCreate => ({
  publish_pending: marker,
  publish_settles_at: new Date(settlesAt).toISOString(),
});

/** A pending mark without its time (written by an older version) gets one look. */
const settlesAt = (pending: Partial<PendingCreate> | null): number => Date.parse(pending?.publish_settles_at ?? '') || 0;

// A few looks over the span are enough: each one is a search plus a read.
const pollMsOf = (feature: MercadoLibreFeature) => Math.max(100, Math.round(feature.connector.config.lateCreateMs / 6));

/** A 429 was refused before MercadoLibre did anything; timeouts, dropped connections and 5xx may hide a created item. */
const mayHaveCreated = (error: unknown) => !(error instanceof MercadoLibreError) || error.status !== 429;

/**
 * Creates the publication's item on MercadoLibre exactly once. The publication is marked before
 * the `POST /items` (the marker goes in `seller_custom_field`), and any later run (retry, restart,
 * second task) first looks for what that marker created, for as long as an unanswered create may
 * still land, adopting the oldest such item and closing any extra. `signal` stops a worker's calls
 * when it gives the item back, so no late POST can race the next run's lookup.
 */
export async function publishPublication(
  feature: MercadoLibreFeature,
  publication: Publication,
  options: { rerun?: boolean; signal?: AbortSignal } = {},
): Promise<Publication> {
  if (options.rerun && publication.ml_id && ['published', 'paused', 'under_review'].includes(publication.status)) return publication;
  assertAllowed(publication, 'publish');
  const account = await feature.accountFor(publication.account_id);
  const accountId = Number(account.id);
  const search: MarkedItemSearch = { accountId, sellerId: Number(account.user_id), marker: publishMarkerOf(publication.id), signal: options.signal };
  // Read again as stored: the mark below is written only over this very record.
  const seen = await feature.publications.recordTextOf(publication.id);
  const stored = seen === null ? null : (JSON.parse(seen) as Partial<PendingCreate> | null);
  const pending = stored?.publish_pending ? stored : null;
  if (options.rerun || pending) {
    const found = await awaitMarkedItem(feature.connector, search, settlesAt(pending), pollMsOf(feature));
    if (found) return feature.publications.update(publication.id, { ...publicationFromItem(found), validations: { valid: true, errors: [], warnings: [] } });
    // A worker that gave the item back while we looked must not post: the next run looks again.
    options.signal?.throwIfAborted();
  }
  if (!publication.product_id) throw new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto');
  const product = await feature.products.get(publication.product_id);
  const { categoryId, body } = await itemBodyFor(feature, publication, product);
  if (!body) throw new MercadoLibreError(400, 'no_category', 'MercadoLibre no sugiere ninguna categoría para este título');
  const { timeoutMs, lateCreateMs } = feature.connector.config;
  // Until the answer comes, the create may land as late as the client waits plus the span.
  const marked = await feature.publications.updateIfRecordIs(publication.id, seen, {
    category_id: categoryId,
    ml_json: { ...pendingCreate(search.marker, Date.now() + timeoutMs + lateCreateMs) },
  });
  // Another publish of this publication marked it (or stored its item) meanwhile: this one posts
  // nothing and goes on from what that one stored, adopting its item once it lands.
  if (!marked) return publishPublication(feature, await feature.publications.get(publication.id), { ...options, rerun: true });
  try {
    const item = await feature.connector.request<MercadoLibreItem & { warnings?: [] }>(accountId, {
      method: 'POST',
      path: '/items',
      body,
      idempotent: false,
      signal: options.signal,
    });
    const { warnings } = issuesOf(item.warnings ?? []);
    return await feature.publications.update(publication.id, { ...publicationFromItem(item), validations: { valid: true, errors: [], warnings } });
  } catch (error) {
    if (error instanceof MercadoLibreError && !error.transient) {
      const { errors, warnings } = issuesOf(error.causes);
      await feature.publications.update(
        publication.id,
        {
          status: 'to_be_corrected',
          ml_json: null,
          // The seller's pictures stay chosen for the next validation.
          validations: {
            valid: false,
            errors: errors.length ? errors : [{ field: 'item', message: error.reason }],
            warnings,
            images: chosenImagesOf(publication),
          },
        },
        { kind: 'validation_failed', message: error.reason, issues: errors },
      );
    } else if (!mayHaveCreated(error)) {
      // Nothing was created, so the retry need not wait for a late item.
      await feature.publications.update(publication.id, { ml_json: null });
    } else {
      // The call is over: whatever it started lands within the span from now.
      await feature.publications.update(publication.id, { ml_json: { ...pendingCreate(search.marker, Date.now() + lateCreateMs) } });
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
