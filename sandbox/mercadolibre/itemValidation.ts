import { badRequest, type ValidationCause } from './apiErrors';
import { listingTypes } from './catalogData';
import { leafCategory } from './catalog';
import type { JsonObject, JsonValue } from './types';

const fieldTypes: Record<string, 'String' | 'Number' | 'Integer' | 'Array' | 'Object' | 'Boolean'> = {
  site_id: 'String',
  title: 'String',
  category_id: 'String',
  price: 'Number',
  currency_id: 'String',
  available_quantity: 'Integer',
  buying_mode: 'String',
  listing_type_id: 'String',
  condition: 'String',
  pictures: 'Array',
  attributes: 'Array',
  sale_terms: 'Array',
  shipping: 'Object',
  seller_custom_field: 'String',
  catalog_product_id: 'String',
  catalog_listing: 'Boolean',
  video_id: 'String',
};

const requiredOnCreate = ['category_id', 'price', 'currency_id', 'available_quantity', 'buying_mode', 'listing_type_id'];

function typeMatches(value: JsonValue, expected: string): boolean {
  if (value === null) return true;
  if (expected === 'Number') return typeof value === 'number' && Number.isFinite(value);
  if (expected === 'Integer') return Number.isInteger(value);
  if (expected === 'Array') return Array.isArray(value);
  if (expected === 'Object') return typeof value === 'object' && !Array.isArray(value);
  return typeof value === expected.toLowerCase();
}

/** The validator's first gate: wrong JSON types fail with `body.invalid_field_types` before any business rule. */
export function checkFieldTypes(body: JsonObject): void {
  const problems = Object.entries(fieldTypes)
    .filter(([field, expected]) => field in body && !typeMatches(body[field], expected))
    .map(([field, expected]) => {
      const value = body[field];
      const actual = Array.isArray(value) ? 'Array' : typeof value === 'object' ? 'Object' : (typeof value).replace(/^./, (c) => c.toUpperCase());
      return `invalid property type: [${field}] expected ${expected === 'Integer' ? 'Number' : expected} but was ${actual} value: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    });
  if (problems.length > 0) throw badRequest('body.invalid_field_types', `[${problems.join(', ')}]`);
}

const cause = (
  type: ValidationCause['type'],
  code: string,
  references: string[],
  message: string,
  causeId: number | null,
  department = 'items',
): ValidationCause => ({ department, cause_id: causeId, type, code, references, message });

type Attribute = { id?: JsonValue; value_name?: JsonValue; value_id?: JsonValue };
const attributesOf = (body: JsonObject): Attribute[] =>
  (Array.isArray(body.attributes) ? body.attributes : []).filter((entry): entry is JsonObject => !!entry && typeof entry === 'object' && !Array.isArray(entry));
const hasValue = (attribute: Attribute | undefined) =>
  !!attribute && ((typeof attribute.value_name === 'string' && attribute.value_name.trim() !== '') || !!attribute.value_id);

/** Business rules of `POST /items` and `/items/validate`: errors block, warnings ride along with the 201. */
export function validateNewItem(body: JsonObject): ValidationCause[] {
  checkFieldTypes(body);
  const missing = [...(body.catalog_listing === true ? [] : ['title']), ...requiredOnCreate].filter(
    (field) => body[field] === undefined || body[field] === null,
  );
  if (missing.length > 0)
    throw badRequest('body.required_fields', `The body does not contains some or none of the following properties [${missing.join(', ')}]`);

  const causes: ValidationCause[] = [];
  const category = leafCategory(String(body.category_id));
  if (body.site_id !== undefined && body.site_id !== 'MLM')
    causes.push(cause('error', 'item.site_id.invalid', ['item.site_id'], `Invalid site_id ${String(body.site_id)}`, 101));
  if (!category)
    causes.push(
      cause('error', 'item.category_id.invalid', ['item.category_id'], `Category ${String(body.category_id)} does not exist or is not a leaf category`, 126),
    );
  if (body.currency_id !== 'MXN')
    causes.push(cause('error', 'item.currency_id.invalid', ['item.currency_id'], `Currency ${String(body.currency_id)} is not valid for site MLM`, 109));
  if (!listingTypes.some((type) => type.id === body.listing_type_id))
    causes.push(cause('error', 'item.listing_type_id.invalid', ['item.listing_type_id'], `Invalid listing_type_id ${String(body.listing_type_id)}`, 113));
  if (body.buying_mode !== 'buy_it_now')
    causes.push(cause('error', 'item.buying_mode.invalid', ['item.buying_mode'], `Invalid buying_mode ${String(body.buying_mode)}`, 112));
  if (body.condition !== undefined && !['new', 'used', 'not_specified'].includes(String(body.condition)))
    causes.push(cause('error', 'item.condition.invalid', ['item.condition'], `Invalid condition ${String(body.condition)}`, 115));
  if (typeof body.title === 'string' && body.title.length > 60)
    causes.push(cause('error', 'item.title.length', ['item.title'], 'The title length must be at most 60 characters', 119));
  if (typeof body.available_quantity === 'number' && body.available_quantity < 0)
    causes.push(cause('error', 'item.available_quantity.invalid', ['item.available_quantity'], 'available_quantity must be zero or more', 116));
  if (category && typeof body.price === 'number' && body.price < (category.minimumPrice ?? 1)) {
    causes.push(
      cause(
        'error',
        'item.price.invalid',
        ['item.price'],
        `The price ${body.price} is lower than the minimum ${category.minimumPrice} for category ${category.id}`,
        118,
      ),
    );
  }
  if (!Array.isArray(body.pictures) || body.pictures.length === 0) {
    causes.push(
      cause(
        'error',
        'item.listing_type_id.requiresPictures',
        ['item.pictures'],
        `Item pictures are mandatory for listing type ${String(body.listing_type_id)}`,
        134,
      ),
    );
  }

  const attributes = attributesOf(body);
  const byId = new Map(attributes.map((attribute) => [String(attribute.id), attribute]));
  if (category) {
    const missingRequired = (category.attributes ?? [])
      .filter((definition) => definition.required && !hasValue(byId.get(definition.id)))
      .map((definition) => definition.id);
    if (missingRequired.length > 0) {
      causes.push(
        cause(
          'error',
          'item.attributes.missing_required',
          ['item.attributes'],
          `The attributes [${missingRequired.join(', ')}] are required for category ${category.id} and channel marketplace`,
          147,
        ),
      );
    }
    const gender = category.attributes?.find((definition) => definition.id === 'GENDER');
    const sentGender = byId.get('GENDER');
    if (gender && hasValue(sentGender) && !gender.values?.some((value) => value.id === sentGender?.value_id || value.name === sentGender?.value_name)) {
      causes.push(
        cause(
          'error',
          'error.item.attribute.business_conditional.value_name',
          ['item.attributes'],
          `Attribute GENDER value ${String(sentGender?.value_name)} is not allowed`,
          2516,
          'structured-data',
        ),
      );
    }
    const needsGtin = category.attributes?.some((definition) => definition.id === 'GTIN' && definition.conditionalRequired);
    if (needsGtin && !hasValue(byId.get('GTIN')) && !hasValue(byId.get('EMPTY_GTIN_REASON'))) {
      causes.push(
        cause(
          'warning',
          'item.attribute.missing_conditional_required',
          ['item.attributes'],
          `The attribute GTIN is conditionally required for category ${category.id}; send it or EMPTY_GTIN_REASON`,
          2512,
          'structured-data',
        ),
      );
    }
  }

  const shipping = body.shipping && typeof body.shipping === 'object' && !Array.isArray(body.shipping) ? body.shipping : {};
  if (shipping.mode !== 'me2') {
    causes.push(
      cause(
        'warning',
        'shipping.me2_adoption_mandatory',
        ['item.shipping.mode'],
        'User must use Mercado Envíos (me2); the item was listed with me2',
        4029,
        'shipping',
      ),
    );
  }
  const saleTerms = Array.isArray(body.sale_terms) ? body.sale_terms : [];
  const manufacturing = saleTerms.find((term) => !!term && typeof term === 'object' && !Array.isArray(term) && term.id === 'MANUFACTURING_TIME') as
    JsonObject | undefined;
  if (manufacturing && parseInt(String(manufacturing.value_name), 10) > 60) {
    causes.push(cause('warning', 'delete.item.sale_terms.manufacturing_time', ['item.sale_terms'], 'MANUFACTURING_TIME above 60 days was removed', null));
  }
  return causes;
}
