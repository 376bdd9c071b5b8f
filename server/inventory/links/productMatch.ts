import type { Executor } from '../../crud/hooks';

/** The codes a listing carries that can name one of our products. */
export interface ListingCodes {
  /** The seller's SKU: our product's reference. */
  sku?: string | null;
  /** The barcode (GTIN/EAN/UPC): our product's barcode. */
  gtin?: string | null;
}

/** The one product whose column holds this value; none when no product or several do (an ambiguous code links nothing). */
async function onlyProductWith(db: Executor, column: 'ref' | 'barcode', value: string): Promise<number | undefined> {
  const rows = await db.selectFrom('products').select('rowid').where(column, '=', value).limit(2).execute();
  return rows.length === 1 ? Number(rows[0].rowid) : undefined;
}

/**
 * The product a listing of any channel stands for: its SKU is a product's reference, else its GTIN
 * is a product's barcode (a SKU is the seller's own choice, so it wins over a shared barcode).
 */
export async function productMatching(db: Executor, codes: ListingCodes): Promise<number | undefined> {
  const sku = codes.sku?.trim();
  const gtin = codes.gtin?.trim();
  return (sku ? await onlyProductWith(db, 'ref', sku) : undefined) ?? (gtin ? await onlyProductWith(db, 'barcode', gtin) : undefined);
}
