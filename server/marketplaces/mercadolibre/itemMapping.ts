import type { ValidationIssue } from '../../../resources/mercadolibre/contract';
import { publicationStatusOf } from '../../../resources/mercadolibre/publicationStatuses';
import { isListingType, mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { amountRead, dateRead, describeValue, MarketplaceAnswerError, objectRead, textFieldRead, textRead, unitsRead } from '../shared/marketplaceAnswer';
import { causeDetail } from './causeSentences';
import type { MercadoLibreCause } from './mercadoLibreErrors';
import type { PublicationChanges } from './publicationRepository';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

/** The product columns an item is built from. */
export interface ProductForItem {
  rowid: number;
  label: string;
  description: string | null;
  price: number | null;
  price_ttc: number | null;
  stock: number | null;
  barcode: string | null;
  partnumber: string | null;
  ref: string;
  images: { url: string; position?: number; main?: boolean }[] | null;
  required_extra_fields: { field: string; value?: string }[] | null;
  optional_extra_fields: { field: string; value?: string }[] | null;
}

/** The MercadoLibre item fields our records read; a plain object type, so a JSON answer can be read as one. */
export type MercadoLibreItem = {
  id: string;
  seller_id: number;
  title: string;
  category_id: string;
  price: number;
  available_quantity?: number;
  sold_quantity: number;
  listing_type_id: string;
  status: string;
  sub_status?: string[];
  permalink?: string;
  thumbnail?: string | null;
  secure_thumbnail?: string | null;
  seller_custom_field?: string | null;
  attributes?: { id: string; value_name?: string | null }[];
  last_updated?: string;
};

export interface ItemChoices {
  categoryId: string;
  listingTypeId: string;
  title?: string;
  price?: number;
  images?: string[];
  /** Where a picture given by path (`/media/…`) is served: MercadoLibre fetches every picture by its full URL. */
  pictureBase: string;
  /** Our idempotency marker (`seller_custom_field`, searchable with `sku=`). */
  marker: string;
}

/** Extra fields named like a MercadoLibre attribute (BRAND, MODEL, COLOR…) become attributes. */
function extraAttributes(product: ProductForItem): Map<string, string> {
  const found = new Map<string, string>();
  const spanish: Record<string, string> = { MARCA: 'BRAND', MODELO: 'MODEL', TALLA: 'SIZE', GENERO: 'GENDER', GÉNERO: 'GENDER' };
  for (const entry of [...(product.optional_extra_fields ?? []), ...(product.required_extra_fields ?? [])]) {
    const id = entry.field.trim().toUpperCase().replace(/\s+/g, '_');
    if (entry.value?.trim()) found.set(spanish[id] ?? id, entry.value.trim());
  }
  return found;
}

/** A `POST /items` body from one of our products: title, price, stock, pictures, attributes with GTIN and SKU. */
export function itemBodyOf(product: ProductForItem, choices: ItemChoices): Record<string, unknown> {
  const attributes = extraAttributes(product);
  // Unbranded goods are listed as "Genérica" on MercadoLibre.
  if (!attributes.has('BRAND')) attributes.set('BRAND', 'Genérica');
  if (!attributes.has('MODEL')) attributes.set('MODEL', product.partnumber || product.ref);
  if (product.barcode) {
    attributes.set('GTIN', product.barcode);
    attributes.set('SELLER_SKU', product.barcode);
  }
  const images =
    choices.images ??
    [...(product.images ?? [])]
      .sort((a, b) => Number(b.main ?? false) - Number(a.main ?? false) || (a.position ?? 0) - (b.position ?? 0))
      .map((image) => image.url);
  return {
    site_id: 'MLM',
    title: (choices.title ?? product.label).slice(0, declaration.fields.title.max),
    category_id: choices.categoryId,
    price: Math.round((choices.price ?? product.price_ttc ?? product.price ?? 0) * 100) / 100,
    currency_id: 'MXN',
    available_quantity: Math.max(0, Math.floor(product.stock ?? 0)),
    buying_mode: 'buy_it_now',
    listing_type_id: choices.listingTypeId,
    condition: 'new',
    pictures: images.slice(0, 10).map((source) => ({ source: new URL(source, `${choices.pictureBase}/`).href })),
    attributes: [...attributes].map(([id, value_name]) => ({ id, value_name })),
    shipping: { mode: 'me2', local_pick_up: false, free_shipping: false },
    seller_custom_field: choices.marker,
    ...(product.description ? { description: product.description.slice(0, 50_000) } : {}),
  };
}

const fieldOfReference = (reference: string | undefined): string => (reference ?? 'item').replace(/^item\./, '').split('.')[0] || 'item';

/** MercadoLibre's `cause` array as our `{field, message}` lists. */
export function issuesOf(causes: readonly MercadoLibreCause[]): { errors: ValidationIssue[]; warnings: ValidationIssue[] } {
  const issue = (cause: MercadoLibreCause): ValidationIssue => {
    const detail = causeDetail(cause);
    return {
      field: fieldOfReference(cause.references?.[0]),
      message: cause.message ?? cause.code ?? 'error',
      ...(cause.code ? { code: cause.code } : {}),
      ...(detail ? { detail } : {}),
    };
  };
  return {
    errors: causes.filter((cause) => cause.type !== 'warning').map(issue),
    warnings: causes.filter((cause) => cause.type === 'warning').map(issue),
  };
}

/**
 * MercadoLibre gives an item's thumbnail as an http:// address on its image host, which serves the
 * same path over https; our pages load images over https only (the content security policy), so
 * the list keeps the https one.
 */
const secureImageUrl = (url: string | null | undefined): string | null => (url ? url.replace(/^http:\/\//i, 'https://') : null);

/** An item holding `value` (`price = -5`) that cannot be read; with none, an item that is no object. */
const invalidItem = (value?: string) => new MarketplaceAnswerError(marketplaceSpokenNames.mercadolibre, { record: 'item', value });
const fields = declaration.fields;

/** A text of the item kept to its column; absent stays absent, anything else is refused. */
const itemText = (item: Record<string, unknown>, name: string, max: number): string | undefined =>
  textFieldRead(item[name], max, () => invalidItem(describeValue(name, item[name])));

/** A count of the item (units on offer, sold): a whole number of 0 or more, kept at a column's limit; absent stays absent. */
function itemUnits(item: Record<string, unknown>, name: string): number | undefined {
  const value = item[name];
  if (value === undefined) return undefined;
  const units = unitsRead(value);
  if (units === undefined) throw invalidItem(describeValue(name, value));
  return units;
}

/**
 * The item MercadoLibre answered, read as our records can hold it: an object with its id, texts
 * within their columns, counts whole and within the quantity columns (a larger one
 * kept at their limit), a price of 0 or more. Anything else is refused with a 502 naming it, before
 * any of it is stored. Every item read goes through here, once (`publicationFromItem`).
 */
function readItem(answer: unknown): MercadoLibreItem {
  const item = objectRead(answer);
  if (!item) throw invalidItem();
  const id = itemText(item, 'id', fields.ml_id.max);
  if (!id || id !== item.id) throw invalidItem(describeValue('id', item.id));
  const price = item.price === undefined || item.price === null ? item.price : amountRead(item.price);
  if (price === undefined && item.price !== undefined) throw invalidItem(describeValue('price', item.price));
  if (item.attributes !== undefined && item.attributes !== null && !Array.isArray(item.attributes))
    throw invalidItem(describeValue('attributes', item.attributes));
  const attributes = (item.attributes as unknown[] | null | undefined)?.filter((attribute) => objectRead(attribute));
  const subStatus = item.sub_status;
  const availableQuantity = itemUnits(item, 'available_quantity');
  const soldQuantity = itemUnits(item, 'sold_quantity');
  return {
    ...(item as MercadoLibreItem),
    id,
    title: itemText(item, 'title', fields.title.max) as string,
    category_id: itemText(item, 'category_id', fields.category_id.max) as string,
    status: itemText(item, 'status', 40) as string,
    sub_status: Array.isArray(subStatus) ? subStatus.filter((entry): entry is string => typeof entry === 'string') : undefined,
    price: price as number,
    ...(availableQuantity !== undefined && { available_quantity: availableQuantity }),
    ...(soldQuantity !== undefined && { sold_quantity: soldQuantity }),
    permalink: itemText(item, 'permalink', fields.link.max),
    thumbnail: itemText(item, 'thumbnail', fields.thumbnail.max) ?? null,
    secure_thumbnail: itemText(item, 'secure_thumbnail', fields.thumbnail.max) ?? null,
    ...(attributes && { attributes: attributes as MercadoLibreItem['attributes'] }),
  };
}

/** Our record's columns from an item: the item as read lies in `ml_json`, for whatever else a caller needs of it. */
export type ItemChanges = PublicationChanges & { ml_id: string; ml_json: MercadoLibreItem };

/** Our record's columns from the item MercadoLibre answered, read by `readItem` (refused with a 502 when it cannot be). */
export function publicationFromItem(answer: unknown): ItemChanges {
  const item = readItem(answer);
  const sku = textRead(item.attributes?.find((attribute) => attribute.id === 'SELLER_SKU')?.value_name, fields.sku.max) || null;
  // One form (UTC, milliseconds), so that two copies compare as text.
  const updatedAt = dateRead(item.last_updated);
  return {
    ml_id: item.id,
    title: item.title,
    status: publicationStatusOf(item.status, item.sub_status ?? []),
    price: item.price,
    ...(item.available_quantity !== undefined ? { available_quantity: item.available_quantity } : {}),
    sold_quantity: item.sold_quantity,
    category_id: item.category_id,
    ...(isListingType(item.listing_type_id) ? { listing_type_id: item.listing_type_id } : {}),
    link: item.permalink ?? null,
    thumbnail: secureImageUrl(item.secure_thumbnail ?? item.thumbnail),
    ...(sku ? { sku } : {}),
    ml_json: item,
    ...(updatedAt ? { ml_updated: updatedAt } : {}),
  };
}
