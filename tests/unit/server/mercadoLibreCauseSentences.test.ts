import { describe, expect, it } from 'vitest';
import { messageSentences } from '../../../resources/messageDetail';
import { causeDetail } from '../../../server/marketplaces/mercadolibre/causeSentences';

describe("MercadoLibre's validation causes in our sentences", () => {
  it.each([
    [
      'item.attributes.missing_required',
      'The attributes [BRAND, MODEL] are required for category MLM1234 and channel marketplace',
      { key: 'ml_attributes_missing', params: { attributes: 'BRAND, MODEL' } },
    ],
    ['item.title.length', 'The title length must be at most 60 characters', { key: 'ml_title_too_long', params: { max: '60' } }],
    ['item.price.invalid', 'The price 10 is lower than the minimum 35 for category MLM1621', { key: 'ml_price_below_minimum', params: { minimum: '35' } }],
    [
      'error.item.attribute.business_conditional.value_name',
      'Attribute GENDER value Unisex is not allowed',
      { key: 'ml_attribute_value_not_allowed', params: { attribute: 'GENDER', value: 'Unisex' } },
    ],
    ['item.listing_type_id.requiresPictures', 'Item pictures are mandatory for listing type gold_special', { key: 'ml_pictures_required', params: {} }],
  ])('words %s with the values its message gives', (code, message, detail) => {
    expect(causeDetail({ code, message })).toEqual(detail);
    expect(messageSentences).toContain(detail.key);
  });

  it("keeps MercadoLibre's words for a code we do not word, and for a message that does not read as expected", () => {
    expect(causeDetail({ code: 'item.shipping.free_methods.invalid', message: 'Free shipping is not available' })).toBeUndefined();
    expect(causeDetail({ code: 'item.attributes.missing_required', message: 'Some attributes are required' })).toBeUndefined();
    expect(causeDetail({ message: 'No code at all' })).toBeUndefined();
    expect(causeDetail({ code: 'toString', message: 'A name every object has' })).toBeUndefined();
  });
});
