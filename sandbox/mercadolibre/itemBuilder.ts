import type { ValidationCause } from './apiErrors';
import { attributeJson, leafCategory } from './catalog';
import type { MercadoLibreState } from './state';
import type { Item, JsonObject, JsonValue } from './types';

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function picturesJson(itemId: string, pictures: JsonValue | undefined): JsonObject[] {
  return (Array.isArray(pictures) ? pictures : []).map((picture, index) => {
    const id = `${itemId.slice(3)}-${index + 1}-MLM`;
    const source = picture && typeof picture === 'object' && !Array.isArray(picture) && typeof picture.source === 'string' ? picture.source : undefined;
    return {
      id,
      url: `http://http2.mlstatic.com/D_${id}-O.jpg`,
      secure_url: `https://http2.mlstatic.com/D_${id}-O.jpg`,
      size: '500x500',
      max_size: '1200x1200',
      quality: '',
      source: source ?? null,
    };
  });
}

/** Attributes come back with the category's names, the way the real API echoes them. */
export function attributesJson(categoryId: string, attributes: JsonValue | undefined): JsonObject[] {
  const definitions = leafCategory(categoryId)?.attributes ?? [];
  return (Array.isArray(attributes) ? attributes : [])
    .filter((entry): entry is JsonObject => !!entry && typeof entry === 'object' && !Array.isArray(entry))
    .map((entry) => {
      const definition = definitions.find((candidate) => candidate.id === entry.id);
      return {
        id: entry.id ?? null,
        name: definition ? attributeJson(definition).name : String(entry.id),
        value_id: entry.value_id ?? null,
        value_name: entry.value_name ?? null,
        value_type: definition?.valueType ?? 'string',
      };
    });
}

/** A new listing from a validated `POST /items` body; born paused/out_of_stock when created without stock. */
export function buildItem(state: MercadoLibreState, sellerId: number, body: JsonObject, warnings: ValidationCause[]): Item {
  const id = `MLM${state.nextId('item')}`;
  const now = state.nowIso();
  const categoryId = String(body.category_id);
  const availableQuantity = Number(body.available_quantity);
  const title = typeof body.title === 'string' ? body.title : `Producto de catálogo ${String(body.catalog_product_id)}`;
  const shipping = body.shipping && typeof body.shipping === 'object' && !Array.isArray(body.shipping) ? body.shipping : {};
  const pictures = picturesJson(id, body.pictures);
  return {
    id,
    sellerId,
    status: availableQuantity > 0 ? 'active' : 'paused',
    subStatus: availableQuantity > 0 ? [] : ['out_of_stock'],
    title,
    categoryId,
    price: Number(body.price),
    availableQuantity,
    soldQuantity: 0,
    listingTypeId: String(body.listing_type_id),
    listingTypeChanged: false,
    body: {
      site_id: 'MLM',
      official_store_id: null,
      domain_id: leafCategory(categoryId)?.domainId ?? null,
      user_product_id: `MLMU${Number(id.slice(3)) + 2_000_000_000}`,
      inventory_id: null,
      base_price: Number(body.price),
      original_price: null,
      currency_id: 'MXN',
      initial_quantity: availableQuantity,
      buying_mode: 'buy_it_now',
      condition: typeof body.condition === 'string' ? body.condition : 'new',
      permalink: `https://articulo.mercadolibre.com.mx/MLM-${id.slice(3)}-${slug(title)}-_JM`,
      thumbnail_id: pictures[0]?.id ?? null,
      thumbnail: pictures[0] ? `http://http2.mlstatic.com/D_${String(pictures[0].id)}-I.jpg` : null,
      pictures,
      video_id: typeof body.video_id === 'string' ? body.video_id : null,
      descriptions: [],
      accepts_mercadopago: true,
      shipping: {
        mode: 'me2',
        methods: [],
        tags: [],
        dimensions: null,
        local_pick_up: false,
        free_shipping: false,
        logistic_type: 'drop_off',
        store_pick_up: false,
        ...shipping,
      },
      seller_address: {
        city: { id: 'TUxNQ0NVQTc3MDk', name: 'Cuauhtémoc' },
        state: { id: 'MX-DIF', name: 'Distrito Federal' },
        country: { id: 'MX', name: 'Mexico' },
      },
      seller_custom_field: typeof body.seller_custom_field === 'string' ? body.seller_custom_field : null,
      attributes: attributesJson(categoryId, body.attributes),
      sale_terms: Array.isArray(body.sale_terms) ? body.sale_terms : [],
      variations: Array.isArray(body.variations) ? body.variations : [],
      warnings: warnings.map((warning) => ({ ...warning })),
      tags: ['immediate_payment', 'test_item'],
      catalog_product_id: typeof body.catalog_product_id === 'string' ? body.catalog_product_id : null,
      catalog_listing: body.catalog_listing === true,
      channels: ['marketplace'],
      automatic_relist: false,
      health: null,
      start_time: now,
      stop_time: new Date(state.now() + 20 * 365 * 24 * 3600 * 1000).toISOString(),
      date_created: now,
      last_updated: now,
    },
  };
}

/** The item as served. `available_quantity`/`initial_quantity` are only shown to the owner, like the real API. */
export function itemJson(item: Item, viewerId?: number): JsonObject {
  const json: JsonObject = {
    id: item.id,
    seller_id: item.sellerId,
    title: item.title,
    category_id: item.categoryId,
    price: item.price,
    available_quantity: item.availableQuantity,
    sold_quantity: item.soldQuantity,
    listing_type_id: item.listingTypeId,
    status: item.status,
    sub_status: [...item.subStatus],
    ...item.body,
  };
  if (viewerId !== item.sellerId) {
    delete json.initial_quantity;
    delete json.available_quantity;
  }
  return json;
}

export function pickAttributes(json: JsonObject, attributes: string | undefined): JsonObject {
  if (!attributes) return json;
  const wanted = attributes.split(',').map((name) => name.trim());
  return Object.fromEntries(Object.entries(json).filter(([key]) => wanted.includes(key)));
}

export function sellerSkuOf(item: Item): string | undefined {
  const attributes = Array.isArray(item.body.attributes) ? item.body.attributes : [];
  const sku = attributes.find((attribute) => !!attribute && typeof attribute === 'object' && !Array.isArray(attribute) && attribute.id === 'SELLER_SKU');
  return sku && typeof sku === 'object' && !Array.isArray(sku) && typeof sku.value_name === 'string' ? sku.value_name : undefined;
}
