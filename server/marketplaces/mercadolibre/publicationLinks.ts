import { type LinkOrigin, linkOriginWordsEs } from '../../../resources/mercadolibre/publicationLinkOrigins';
import { recordProductChanges } from '../../catalogue/stock/stockChangeOutbox';
import { whileProductHeld } from '../../inventory/links/productHold';
import { type ListingCodes, productMatching } from '../../inventory/links/productMatch';
import { badInput } from '../../http/errors';
import { fieldSaying } from '../../http/fieldMessages';
import type { MercadoLibreItem } from './itemMapping';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { isPublishMarker } from './publicationGuards';
import type { Publication } from './publicationRepository';

const attributeOf = (item: Partial<MercadoLibreItem>, id: string) => item.attributes?.find((attribute) => attribute.id === id)?.value_name ?? null;

/** The SKU and GTIN an item carries: `SELLER_SKU` (else `seller_custom_field`, unless it is our publish marker) and `GTIN`. */
export function itemCodesOf(item: Partial<MercadoLibreItem>): ListingCodes {
  const customField = item.seller_custom_field && !isPublishMarker(item.seller_custom_field) ? item.seller_custom_field : null;
  return { sku: attributeOf(item, 'SELLER_SKU') ?? customField, gtin: attributeOf(item, 'GTIN') };
}

/** A publication's codes: the item it stores, else its own SKU column. */
const codesOfPublication = (publication: Publication): ListingCodes => {
  const stored = itemCodesOf((publication.ml_json ?? {}) as Partial<MercadoLibreItem>);
  return { sku: stored.sku ?? publication.sku, gtin: stored.gtin };
};

/** The link's history sentence: the Spanish text for API clients, and its values for each reader's language. */
const linkNote = (productId: number, origin: LinkOrigin) => ({
  message: `Producto ${productId} (${linkOriginWordsEs[origin]})`,
  detail: { key: 'publication_linked', params: { id: productId, origin } } as const,
});

/** Links (or unlinks, with null) a publication to a product, recording the change in its history. */
export async function linkPublication(
  feature: MercadoLibreFeature,
  publication: Publication,
  productId: number | null,
  origin: LinkOrigin,
): Promise<Publication> {
  const { database } = feature.context;
  if (publication.product_id === productId) return publication;
  if (productId === null) return feature.publications.update(publication.id, { product_id: null }, { kind: 'unlinked' });
  const linked = await whileProductHeld(database, productId, async (trx) => {
    await trx
      .updateTable('mercadolibre_publications')
      .set({ product_id: productId, updated_at: new Date().toISOString() })
      .where('id', '=', publication.id)
      .execute();
    // Linked in the same transaction as the product's change is recorded: its stock and price reach the listing.
    await recordProductChanges(trx, [productId]);
  });
  if (!linked) throw badInput({ product_id: fieldSaying(`El producto ${productId} no existe`, 'product_id_missing', { id: productId }) });
  const after = await feature.publications.get(publication.id);
  await feature.publications.events.record(after.id, 'linked', after.status, linkNote(productId, origin));
  return after;
}

/** Links an unlinked publication to the product its SKU or GTIN names; answers whether it did. */
export async function linkBySku(feature: MercadoLibreFeature, publication: Publication): Promise<boolean> {
  if (publication.product_id) return false;
  const productId = await productMatching(feature.context.database.db, codesOfPublication(publication));
  if (productId === undefined) return false;
  await linkPublication(feature, publication, productId, 'sku');
  return true;
}
