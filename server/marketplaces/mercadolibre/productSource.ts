import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { notFound } from '../../http/errors';
import type { ProductForItem } from './itemMapping';

const columns = [
  'rowid',
  'label',
  'description',
  'price',
  'price_ttc',
  'stock',
  'barcode',
  'partnumber',
  'ref',
  'images',
  'required_extra_fields',
  'optional_extra_fields',
] as const;

// Products named at once are read in chunks well under the databases' parameter limits.
const idChunk = 500;

/** How the seller knows a product in the catalogue: its name and its reference. */
export type ProductName = Pick<ProductForItem, 'label' | 'ref'>;

/** How the seller knows a product, as a task item's or a sentence's values: its name and reference, each when it has one. */
export const productNameParams = (product: Partial<ProductName> = {}): { label?: string; ref?: string } => ({
  ...(product.label ? { label: product.label } : {}),
  ...(product.ref ? { ref: product.ref } : {}),
});

/** A product named in a Spanish sentence as the catalogue lists it (reference, name); by our id only when it has no name. */
export function spokenProductName(product: Partial<ProductName> & { id: number }): string {
  if (!product.label) return String(product.id);
  return product.ref ? `${product.ref} «${product.label}»` : `«${product.label}»`;
}

const parsed = <T>(value: unknown): T | null => (typeof value === 'string' && value ? (JSON.parse(value) as T) : ((value as T) ?? null));
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Reads the catalogue's products (owned by the catalogue feature) in the shape an item is built from. */
export class ProductSource {
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<Tables>) {
    this.db = db;
  }

  async find(id: number): Promise<ProductForItem | undefined> {
    const row = await this.db
      .selectFrom('products')
      .select([...columns])
      .where('rowid', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      rowid: Number(row.rowid),
      label: String(row.label ?? ''),
      description: (row.description as string | null) ?? null,
      price: numberOrNull(row.price),
      price_ttc: numberOrNull(row.price_ttc),
      stock: numberOrNull(row.stock),
      barcode: (row.barcode as string | null) ?? null,
      partnumber: (row.partnumber as string | null) ?? null,
      ref: String(row.ref ?? ''),
      images: parsed(row.images),
      required_extra_fields: parsed(row.required_extra_fields),
      optional_extra_fields: parsed(row.optional_extra_fields),
    };
  }

  /** The name and reference of each named product that exists, by its id. */
  async namesOf(ids: readonly number[]): Promise<Map<number, ProductName>> {
    const names = new Map<number, ProductName>();
    for (let start = 0; start < ids.length; start += idChunk) {
      const rows = await this.db
        .selectFrom('products')
        .select(['rowid', 'label', 'ref'])
        .where('rowid', 'in', ids.slice(start, start + idChunk))
        .execute();
      for (const row of rows) names.set(Number(row.rowid), { label: String(row.label ?? ''), ref: String(row.ref ?? '') });
    }
    return names;
  }

  async get(id: number): Promise<ProductForItem> {
    const product = await this.find(id);
    if (!product) throw notFound('El producto no existe').worded('product_missing');
    return product;
  }
}
