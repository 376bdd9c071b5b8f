import type { Random } from './random';
import { brands, features, variants } from './vocabulary';

type Row = Record<string, unknown>;

export interface ProductPlan {
  product: Row;
  categoryId: number;
  stock: { warehouse_id: number; quantity: number }[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** An EAN-13 with a valid check digit, from the 750 (Mexico) prefix. */
function barcode(sequence: number): string {
  const body = `750${String(sequence).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** One realistic product of a leaf category, with stock in some of the warehouses. */
export function planProduct(
  random: Random,
  rowid: number,
  leaf: { id: number; names: readonly string[] },
  warehouseIds: readonly number[],
  now: string,
): ProductPlan {
  const name = random.pick(leaf.names);
  const brand = random.pick(brands);
  const variant = random.pick(variants);
  const price = cents(random.integer(49, 9_999) + random.integer(0, 99) / 100);
  const stock = warehouseIds.filter(() => random.chance(0.6)).map((warehouse_id) => ({ warehouse_id, quantity: random.integer(0, 120) }));
  const total = stock.reduce((sum, entry) => sum + entry.quantity, 0);
  const prefix = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return {
    categoryId: leaf.id,
    stock,
    product: {
      rowid,
      ref: `${prefix}-${String(rowid).padStart(6, '0')}`,
      label: `${name} ${brand} ${variant}`,
      description: `${name} marca ${brand}, ${random.pick(features)} y ${random.pick(features)}.`,
      barcode: barcode(rowid),
      price,
      price_ttc: cents(price * 1.16),
      price_min: cents(price * 0.8),
      price_min_ttc: cents(price * 0.8 * 1.16),
      price_base_type: 'HT',
      cost_price: cents(price * 0.6),
      tva_tx: 16,
      localtax1_tx: 0,
      localtax1_type: '0',
      localtax2_tx: 0,
      localtax2_type: '0',
      entity: 1,
      tosell: random.chance(0.9) ? 1 : 0,
      tobuy: random.chance(0.85) ? 1 : 0,
      hidden: 0,
      fk_product_type: 0,
      stock: total,
      seuil_stock_alerte: random.integer(5, 30),
      desiredstock: random.integer(40, 150),
      fk_default_warehouse: stock[0]?.warehouse_id ?? null,
      weight: cents(random.integer(1, 5_000) / 100),
      weight_units: 0,
      images: '[]',
      required_extra_fields: JSON.stringify([{ field: 'BRAND', value: brand }]),
      optional_extra_fields: JSON.stringify([{ field: 'COLOR', value: variant }]),
      datec: now,
      tms: now,
    },
  };
}
