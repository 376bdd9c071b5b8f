import type { AppContext } from '../../context';
import type { Executor } from '../../crud/hooks';
import { badInput } from '../../http/errors';
import { fieldSaying } from '../../http/fieldMessages';
import { productNumbers, targetOf } from '../../inventory/push/listingPush';
import { ListingStore } from '../../inventory/push/listingStore';
import { mexicoMarketplaceId } from './amazonConnector';
import { listingIdOf } from './listingLinks';
import { offerAttributes, textAttribute } from './listingOffer';
import type { ListingSubmission } from './listingPublishing';

/** What the seller chooses when listing a catalogue product; the rest comes from the product. */
export interface ProductListingRequest {
  productId: number;
  productType: string;
  brand?: string | null;
}

/** Units and price a listing of this product shows by its rules in the inventory, from the product's stock and price. */
export async function offerTarget(db: Executor, accountId: number, sku: string, productId: number) {
  const numbers = await productNumbers(db, productId);
  if (!numbers) return undefined;
  const rules = await new ListingStore(db).get({ channel: 'amazon', listingId: listingIdOf(accountId, sku) });
  return targetOf(numbers, rules);
}

/**
 * The listing of a catalogue product under its `ref`: its label as `item_name`, the brand given,
 * its barcode as the external product id (Amazon matches it to a catalogue item), new condition,
 * and the offer the inventory's rules compute. What is missing Amazon answers as issues per
 * attribute, for the seller to fix and submit again.
 */
export async function productListing(context: AppContext, accountId: number, request: ProductListingRequest): Promise<ListingSubmission> {
  const db = context.database.db;
  const product = await db.selectFrom('products').select(['ref', 'label', 'barcode']).where('rowid', '=', request.productId).executeTakeFirst();
  if (!product) throw badInput({ product_id: fieldSaying('El producto no existe', 'product_missing') });
  const sku = String(product.ref);
  const offer = await offerTarget(db, accountId, sku, request.productId);
  const barcode = product.barcode ? String(product.barcode) : '';
  return {
    sku,
    productType: request.productType,
    attributes: {
      item_name: textAttribute(String(product.label ?? '')),
      ...(request.brand && { brand: textAttribute(request.brand) }),
      ...(barcode && { externally_assigned_product_identifier: [{ type: 'ean', value: barcode, marketplace_id: mexicoMarketplaceId }] }),
      condition_type: [{ value: 'new_new', marketplace_id: mexicoMarketplaceId }],
      ...offerAttributes(offer ?? {}),
    },
  };
}
