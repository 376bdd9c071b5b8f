import type { ListingsItemSubmissionResponse } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { amazonListings } from '../../../resources/amazon/listings';
import type { AppContext } from '../../context';
import { objectRead, textRead } from '../shared/marketplaceAnswer';
import { type AmazonConnector, mexicoMarketplaceId } from './amazonConnector';
import type { AccountRow } from './accountRepository';
import { issuesOf, type ListingAttributes, offerOf, textOf } from './listingOffer';
import { listingIdOf, listingLinks } from './listingLinks';

const fields = amazonListings.fields;

export interface ListingSubmission {
  sku: string;
  productType: string;
  attributes: ListingAttributes;
}

/**
 * Creates or replaces the account's listing (putListingsItem). A listing whose SKU is a catalogue
 * product's `ref` is recorded against that product with Amazon's answer: once accepted the
 * inventory sends it the product's stock and price; refused, its issues per attribute are kept
 * for the seller to fix and submit again. Answers Amazon's submission, issues included.
 */
export async function putListing(
  context: AppContext,
  connector: AmazonConnector,
  account: AccountRow,
  listing: ListingSubmission,
): Promise<ListingsItemSubmissionResponse> {
  const clients = await connector.clients(account);
  const { data: submission } = await clients.listings.putListingsItem({
    sellerId: account.selling_partner_id,
    sku: listing.sku,
    marketplaceIds: [mexicoMarketplaceId],
    body: { productType: listing.productType, attributes: listing.attributes },
  });
  const db = context.database.db;
  const product = await db.selectFrom('products').select('rowid').where('ref', '=', listing.sku).executeTakeFirst();
  if (!product) return submission;
  const values = {
    accountId: Number(account.id),
    sku: listing.sku,
    productId: Number(product.rowid),
    productType: listing.productType,
    title: textOf(listing.attributes, 'item_name'),
    brand: textOf(listing.attributes, 'brand'),
    ...offerOf(listing.attributes),
    issues: issuesOf(submission.issues),
  };
  if (submission.status === 'ACCEPTED') await listingLinks.record(db, values);
  else await listingLinks.refused(db, values);
  return submission;
}

/**
 * Links the account's listings of these products that our records do not know yet (listed in
 * Seller Central, or before the account was connected), reading each from Amazon once: its product
 * type and offer. A SKU Amazon does not list (404) stays unlinked.
 */
export async function linkListedProducts(
  context: AppContext,
  connector: AmazonConnector,
  account: AccountRow,
  productOf: ReadonlyMap<string, number | null>,
): Promise<void> {
  const db = context.database.db;
  const clients = await connector.clients(account);
  for (const [sku, productId] of productOf) {
    if (productId === null || (await listingLinks.find(db, listingIdOf(Number(account.id), sku)))) continue;
    const read = await clients.listings
      .getListingsItem({ sellerId: account.selling_partner_id, sku, marketplaceIds: [mexicoMarketplaceId], includedData: ['summaries', 'attributes'] })
      .catch((error: { response?: { status: number } }) => (error.response?.status === 404 ? undefined : Promise.reject(error)));
    const summary = read?.data.summaries?.[0];
    // What Amazon answered, kept to what the listing's columns hold (texts without NUL, within their lengths; see offerOf).
    const productType = textRead(summary?.productType, fields.product_type.max);
    if (!read || !productType) continue;
    const attributes = objectRead(read.data.attributes) ?? {};
    await listingLinks.record(db, {
      accountId: Number(account.id),
      sku,
      productId,
      productType,
      title: textRead(summary?.itemName, fields.title.max) ?? null,
      asin: textRead(summary?.asin, fields.asin.max) ?? null,
      brand: textRead(textOf(attributes, 'brand'), fields.brand.max) ?? null,
      ...offerOf(attributes),
      issues: [],
    });
  }
}
