import type { MessageDetail, MessageParams } from '../../../resources/messageDetail';

type Reading = (message: string) => MessageDetail | undefined;

const fixed =
  (key: MessageDetail['key']): Reading =>
  () => ({ key, params: {} });

/** A sentence whose values come from MercadoLibre's message; a message that does not read as expected gives none. */
const read =
  (key: MessageDetail['key'], pattern: RegExp, names: readonly string[]): Reading =>
  (message) => {
    const found = pattern.exec(message);
    return found ? { key, params: Object.fromEntries(names.map((name, index) => [name, found[index + 1].trim()])) } : undefined;
  };

/**
 * MercadoLibre's validation causes said in the seller's language, by their code: MercadoLibre writes
 * its messages in English whatever the site. Values (the attributes missing, a limit) are read from
 * its message; a cause of another code, or whose message reads otherwise, keeps MercadoLibre's words.
 */
const causeReadings: Record<string, Reading> = {
  'item.attributes.missing_required': read('ml_attributes_missing', /\[([^\]]+)\]/, ['attributes']),
  'item.attribute.missing_conditional_required': read('ml_attribute_conditionally_required', /attribute (\w+)/i, ['attribute']),
  'error.item.attribute.business_conditional.value_name': read('ml_attribute_value_not_allowed', /attribute (\w+) value (.+) is not allowed/i, [
    'attribute',
    'value',
  ]),
  'item.title.length': read('ml_title_too_long', /at most (\d+)/i, ['max']),
  'item.price.invalid': read('ml_price_below_minimum', /minimum (\d+(?:\.\d+)?)/i, ['minimum']),
  'item.listing_type_id.requiresPictures': fixed('ml_pictures_required'),
  'item.listing_type_id.invalid': fixed('ml_listing_type_invalid'),
  'item.category_id.invalid': fixed('ml_category_invalid'),
  'item.condition.invalid': fixed('ml_condition_invalid'),
  'moderations.seller.not_authorized': fixed('ml_seller_not_authorized'),
  'shipping.me2_adoption_mandatory': fixed('ml_me2_required'),
  'delete.item.sale_terms.manufacturing_time': fixed('ml_manufacturing_time_removed'),
};

/** The sentence a cause is said with, or undefined when it keeps MercadoLibre's own words. */
export const causeDetail = (cause: { code?: string; message?: string }): MessageDetail | undefined =>
  cause.code && Object.hasOwn(causeReadings, cause.code) ? causeReadings[cause.code](cause.message ?? '') : undefined;

/**
 * The values of a sentence that carries MercadoLibre's reason (`marketplace_answered`, `marketplace_refused`):
 * its words, and when it is one cause we word, that cause's sentence (`reasonKey`) and values, so each
 * language says the reason too.
 */
export const reasonParams = (reason: string, lone: MessageDetail | undefined): MessageParams => ({
  reason,
  ...(lone ? { reasonKey: lone.key, ...lone.params } : {}),
});
