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

  async get(id: number): Promise<ProductForItem> {
    const product = await this.find(id);
    if (!product) throw notFound('El producto no existe').worded('product_missing');
    return product;
  }
}
