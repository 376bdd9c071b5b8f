import { MercadoLibreApiError, type ValidationCause } from './apiErrors';
import { listingTypes } from './catalogData';
import { leafCategory } from './catalog';
import { attributesJson, picturesJson } from './itemBuilder';
import { checkFieldTypes } from './itemValidation';
import type { MercadoLibreState } from './state';
import type { Item, ItemStatus, JsonObject } from './types';

const refuse = (code: string, message: string, reference = 'item.status') =>
  new MercadoLibreApiError(400, 'validation_error', 'Validation error', [
    { department: 'items', cause_id: null, type: 'error', code, references: [reference], message } satisfies ValidationCause,
  ]);

/** Which status a seller may ask for from which: active ⇄ paused, both → closed, closed is final. */
export const sellerTransitions: Record<ItemStatus, ItemStatus[]> = {
  active: ['active', 'paused', 'closed'],
  paused: ['paused', 'active', 'closed'],
  closed: [],
  under_review: [],
  inactive: [],
};

function deleteItem(state: MercadoLibreState, item: Item, value: JsonObject[string]): void {
  if (value !== 'true' && value !== true) throw refuse('item.deleted.invalid', 'deleted must be "true"', 'item.deleted');
  if (item.status !== 'closed' && !(item.status === 'under_review' && item.subStatus.includes('forbidden'))) {
    throw refuse('item.status.not_closed', `Item in status ${item.status} can not be deleted; close it first`);
  }
  // The real API answers an optimistic-lock conflict when the delete follows the close too closely.
  if (item.closedAt !== undefined && state.now() - item.closedAt < state.settings.deleteAfterCloseConflictMs) {
    throw new MercadoLibreApiError(409, 'conflict', 'item optimistic locking error: conflict');
  }
  item.status = 'closed';
  item.subStatus = ['deleted'];
  item.body.last_updated = state.nowIso();
}

function applyFields(item: Item, body: JsonObject): void {
  if (typeof body.title === 'string' && body.title !== item.title) {
    if (item.soldQuantity > 0) throw refuse('item.title.not_modifiable', 'The title can not be modified for items with sales', 'item.title');
    if (body.title.length > 60) throw refuse('item.title.length', 'The title length must be at most 60 characters', 'item.title');
    item.title = body.title;
  }
  if (typeof body.category_id === 'string' && body.category_id !== item.categoryId)
    throw refuse('item.category_id.not_modifiable', 'category_id can not be modified', 'item.category_id');
  if (typeof body.listing_type_id === 'string' && body.listing_type_id !== item.listingTypeId) {
    if (!listingTypes.some((type) => type.id === body.listing_type_id))
      throw refuse('item.listing_type_id.invalid', `Invalid listing_type_id ${body.listing_type_id}`, 'item.listing_type_id');
    if (item.listingTypeChanged) throw refuse('item.listing_type_id.not_modifiable', 'listing_type_id can be changed only once', 'item.listing_type_id');
    item.listingTypeId = body.listing_type_id;
    item.listingTypeChanged = true;
  }
  if (typeof body.price === 'number') {
    const minimum = leafCategory(item.categoryId)?.minimumPrice ?? 1;
    if (body.price < minimum) throw refuse('item.price.invalid', `The price ${body.price} is lower than the minimum ${minimum}`, 'item.price');
    item.price = body.price;
    item.body.base_price = body.price;
  }
  if (typeof body.available_quantity === 'number') {
    if (body.available_quantity < 0) throw refuse('item.available_quantity.invalid', 'available_quantity must be zero or more', 'item.available_quantity');
    item.availableQuantity = body.available_quantity;
  }
  if (Array.isArray(body.pictures)) item.body.pictures = picturesJson(item.id, body.pictures);
  if (Array.isArray(body.attributes)) item.body.attributes = attributesJson(item.categoryId, body.attributes);
  if (Array.isArray(body.sale_terms)) item.body.sale_terms = body.sale_terms;
  if (body.shipping && typeof body.shipping === 'object' && !Array.isArray(body.shipping)) {
    const current = item.body.shipping && typeof item.body.shipping === 'object' && !Array.isArray(item.body.shipping) ? item.body.shipping : {};
    item.body.shipping = { ...current, ...body.shipping };
  }
  for (const field of ['video_id', 'seller_custom_field', 'condition'] as const) if (typeof body[field] === 'string') item.body[field] = body[field];
}

function applyStatus(item: Item, requested: string, now: number): void {
  if (!sellerTransitions[item.status].includes(requested as ItemStatus)) {
    throw refuse('item.status.invalid', `Item in status ${item.status} can not change to status ${requested}`);
  }
  if (requested === item.status) return;
  if (requested === 'active' && item.availableQuantity === 0)
    throw refuse('item.status.out_of_stock', 'Item without stock can not be activated', 'item.available_quantity');
  item.status = requested as ItemStatus;
  item.subStatus = requested === 'paused' ? ['paused_by_seller'] : [];
  if (requested === 'closed') item.closedAt = now;
}

/** Applies a seller's `PUT /items/{id}` with the real rules, or throws the real refusal. */
export function updateItem(state: MercadoLibreState, item: Item, body: JsonObject): void {
  checkFieldTypes(body);
  if ('deleted' in body) return deleteItem(state, item, body.deleted);
  if (item.status === 'closed') throw refuse('item.status.closed', 'Item in status closed can not be modified');
  if (body.status !== undefined && (typeof body.status !== 'string' || !['active', 'paused', 'closed'].includes(body.status))) {
    throw refuse('item.status.invalid', `Invalid status ${String(body.status)}; status must be active, paused or closed (lowercase)`);
  }
  applyFields(item, body);
  const wasOutOfStock = item.subStatus.includes('out_of_stock');
  // Stock 0 pauses as out_of_stock; restocking reactivates only out_of_stock, never paused_by_seller.
  if (item.availableQuantity === 0 && item.status === 'active') {
    item.status = 'paused';
    item.subStatus = ['out_of_stock'];
  } else if (item.availableQuantity > 0 && wasOutOfStock && item.status === 'paused') {
    item.status = 'active';
    item.subStatus = [];
  }
  if (typeof body.status === 'string') applyStatus(item, body.status, state.now());
  item.body.last_updated = state.nowIso();
}
