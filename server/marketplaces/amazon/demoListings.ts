import type { AppContext } from '../../context';
import type { AmazonConnector } from './amazonConnector';
import { accountFor } from './listingActions';
import { putListing } from './listingPublishing';
import { productListing } from './productListing';

/**
 * Which demo products are listed on Amazon: from the 41st product with stock, so the last ten of
 * MercadoLibre's demo publications are on both marketplaces and the rest on Amazon alone.
 */
const firstListed = 40;

/** The brand a demo product carries among its marketplace attributes (`[{ field: 'BRAND', value }]`). */
function brandOf(extraFields: unknown): string | null {
  if (typeof extraFields !== 'string') return null;
  const fields = JSON.parse(extraFields) as Array<{ field?: string; value?: unknown }>;
  const brand = fields.find((field) => field.field === 'BRAND')?.value;
  return typeof brand === 'string' ? brand : null;
}

/**
 * Lists demo catalogue products on the active account through the connector, so they are real
 * sandbox listings the inventory keeps: all with their brand but the first, which Amazon refuses
 * for lacking one, so the demo also shows a listing that needs the seller's attention. Answers how
 * many Amazon accepted.
 */
export async function seedDemoListings(context: AppContext, connector: AmazonConnector, count = 15): Promise<number> {
  const db = context.database.db;
  const account = await accountFor(connector);
  const products = await db
    .selectFrom('products')
    .select(['rowid', 'required_extra_fields'])
    .where('stock', '>', 0)
    .orderBy('rowid')
    .offset(firstListed)
    .limit(count)
    .execute();
  let accepted = 0;
  for (const [index, product] of products.entries()) {
    const brand = index === 0 ? null : brandOf(product.required_extra_fields);
    const listing = await productListing(context, Number(account.id), { productId: Number(product.rowid), productType: 'PRODUCT', brand });
    const submission = await putListing(context, connector, account, listing);
    if (submission.status === 'ACCEPTED') accepted += 1;
  }
  return accepted;
}
