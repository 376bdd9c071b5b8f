import type { Attributes, Issue } from './types';

/**
 * The attributes each product type needs for a full listing (product facts plus offer), after
 * Amazon's Product Type Definitions, reduced to a few types.
 */
export const productTypes: Record<string, string[]> = {
  PRODUCT: ['item_name', 'brand', 'condition_type', 'purchasable_offer', 'fulfillment_availability'],
  SHOES: ['item_name', 'brand', 'condition_type', 'color', 'size', 'purchasable_offer', 'fulfillment_availability'],
};

/** What `LISTING_OFFER_ONLY` submissions need: an offer on an existing ASIN. */
const offerOnly = ['condition_type', 'purchasable_offer', 'fulfillment_availability'];

const missing = (name: string): Issue => ({
  code: '90220',
  message: `'${name}' is required but not supplied.`,
  severity: 'ERROR',
  attributeNames: [name],
  categories: ['MISSING_ATTRIBUTE'],
});

const invalid = (name: string, message: string): Issue => ({
  code: '4000001',
  message,
  severity: 'ERROR',
  attributeNames: [name],
  categories: ['INVALID_ATTRIBUTE'],
});

function valueIssues(attributes: Attributes): Issue[] {
  const issues: Issue[] = [];
  for (const entry of attributes.fulfillment_availability ?? []) {
    const quantity = entry.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0)
      issues.push(invalid('fulfillment_availability', `The value '${String(quantity)}' for 'quantity' must be a whole number of 0 or more.`));
  }
  for (const offer of attributes.purchasable_offer ?? []) {
    const price = priceOf({ purchasable_offer: [offer] });
    if (price === undefined || price <= 0) issues.push(invalid('purchasable_offer', "The value for 'our_price' must be greater than 0."));
  }
  return issues;
}

/** Every issue of a submission; an empty list means it is accepted. */
export function validateListing(productType: string, attributes: Attributes, requirements = 'LISTING'): Issue[] {
  const required = productTypes[productType];
  if (!required)
    return [
      {
        code: '100001',
        message: `The product type '${productType}' is not valid.`,
        severity: 'ERROR',
        attributeNames: [],
        categories: ['INVALID_PRODUCT_TYPE'],
      },
    ];
  const names = requirements === 'LISTING_OFFER_ONLY' ? offerOnly : required;
  const absent = names.filter((name) => !Array.isArray(attributes[name]) || attributes[name].length === 0).map(missing);
  return [...absent, ...valueIssues(attributes)];
}

export function quantityOf(attributes: Attributes): number {
  const entry = attributes.fulfillment_availability?.[0];
  return typeof entry?.quantity === 'number' ? entry.quantity : 0;
}

/** `purchasable_offer[0].our_price[0].schedule[0].value_with_tax`. */
export function priceOf(attributes: Attributes): number | undefined {
  const offer = attributes.purchasable_offer?.[0] as { our_price?: Array<{ schedule?: Array<{ value_with_tax?: unknown }> }> } | undefined;
  const value = offer?.our_price?.[0]?.schedule?.[0]?.value_with_tax;
  return typeof value === 'number' ? value : undefined;
}

export function textOf(attributes: Attributes, name: string): string | undefined {
  const value = attributes[name]?.[0]?.value;
  return typeof value === 'string' ? value : undefined;
}
