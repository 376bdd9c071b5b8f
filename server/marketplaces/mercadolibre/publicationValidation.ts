import type { ValidationAnswer, ValidationIssue } from '../../../resources/mercadolibre/contract';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { itemBodyOf, issuesOf, type ProductForItem } from './itemMapping';
import { MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import type { Publication } from './publicationRepository';
import { assertAllowed, publishMarkerOf } from './publicationGuards';

/** The pictures the seller chose when validating, which publishing sends too; none chosen means the product's own. */
export const chosenImagesOf = (publication: Publication): string[] | undefined => (publication.validations as { images?: string[] } | null)?.images;

/** The item body for a publication as the seller left it (title, price, category, listing type, pictures), its category predicted from the title when unknown. */
export async function itemBodyFor(feature: MercadoLibreFeature, publication: Publication, product: ProductForItem) {
  const accountId = Number(publication.account_id);
  let categoryId = publication.category_id;
  if (!categoryId) categoryId = (await feature.lookups.predictCategory(accountId, publication.title ?? product.label))?.category_id ?? null;
  const body = categoryId
    ? itemBodyOf(product, {
        categoryId,
        listingTypeId: publication.listing_type_id ?? declaration.fields.listing_type_id.default,
        title: publication.title ?? undefined,
        price: publication.price ?? undefined,
        images: chosenImagesOf(publication),
        pictureBase: feature.context.config.publicUrl,
        marker: publishMarkerOf(publication.id),
      })
    : undefined;
  return { categoryId, body };
}

/** The one issue of a title MercadoLibre suggests no category for: the item was not sent to be validated. */
export const noCategory: ValidationIssue = { field: 'category_id', message: 'Mercado Libre no sugiere ninguna categoría para este título; elige una' };

/** Asks MercadoLibre's `POST /items/validate` and stores the verdict on the publication. */
export async function validatePublication(feature: MercadoLibreFeature, given: Publication, images?: string[]): Promise<ValidationAnswer> {
  assertAllowed(given, 'validate');
  if (!given.product_id) throw new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto');
  const product = await feature.products.get(given.product_id);
  // Pictures given now replace the earlier choice; a validation without any keeps it.
  const chosen = images ?? chosenImagesOf(given);
  const publication: Publication = { ...given, validations: { ...(given.validations ?? {}), images: chosen } };
  const { categoryId, body } = await itemBodyFor(feature, publication, product);
  let errors: ValidationIssue[] = [noCategory];
  let warnings: ValidationIssue[] = [];
  if (body) {
    try {
      await feature.connector.request(Number(publication.account_id), { method: 'POST', path: '/items/validate', body, idempotent: true });
      errors = [];
    } catch (error) {
      if (!(error instanceof MercadoLibreError) || error.status !== 400) throw error;
      ({ errors, warnings } = error.causes.length > 0 ? issuesOf(error.causes) : { errors: [{ field: 'item', message: error.reason }], warnings: [] });
    }
  }
  const valid = errors.length === 0;
  const stored = await feature.publications.update(
    publication.id,
    {
      category_id: categoryId,
      title: String(body?.title ?? publication.title ?? product.label),
      price: Number(body?.price ?? publication.price ?? 0),
      available_quantity: Number(body?.available_quantity ?? 0),
      sku: product.barcode,
      status: valid ? 'to_be_published' : 'to_be_corrected',
      validations: { valid, errors, warnings, checked_at: new Date().toISOString(), ...(chosen ? { images: chosen } : {}) },
    },
    valid ? { kind: 'validated' } : { kind: 'validation_failed', message: errors.map((issue) => issue.message).join('; '), issues: errors },
  );
  return { valid, errors, warnings, publication: { ...stored } };
}

/** `POST validate {productId}`: the product's publication on the account (created when missing), validated. */
export async function validateProduct(feature: MercadoLibreFeature, productId: number, images?: string[], accountId?: number): Promise<ValidationAnswer> {
  const account = await feature.accountFor(accountId);
  const product = await feature.products.get(productId);
  const publication = await feature.publications.draftOf(productId, Number(account.id), {
    title: product.label.slice(0, declaration.fields.title.max),
    sku: product.barcode,
    price: product.price_ttc ?? product.price ?? 0,
    available_quantity: Math.max(0, Math.floor(product.stock ?? 0)),
    listing_type_id: declaration.fields.listing_type_id.default,
  });
  return validatePublication(feature, publication, images);
}
