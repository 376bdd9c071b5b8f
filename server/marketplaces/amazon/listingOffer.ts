import { mexicoMarketplaceId } from './amazonConnector';

/** A listing's attributes as the Listings Items API carries them: each a list of values. */
export type ListingAttributes = Record<string, unknown>;

type OfferAttributes = {
  fulfillment_availability?: Array<{ quantity?: number }>;
  purchasable_offer?: Array<{ our_price?: Array<{ schedule?: Array<{ value_with_tax?: number }> }> }>;
};

/** Units and price a listing offers, read from its attributes; null when it states none. */
export function offerOf(attributes: ListingAttributes): { quantity: number | null; price: number | null } {
  const offer = attributes as OfferAttributes;
  return {
    quantity: offer.fulfillment_availability?.[0]?.quantity ?? null,
    price: offer.purchasable_offer?.[0]?.our_price?.[0]?.schedule?.[0]?.value_with_tax ?? null,
  };
}

/** The Listings Items patches that set a listing's units (seller-fulfilled) and, when given, its price in pesos. */
export function offerPatches(change: { quantity?: number; price?: number }) {
  const patches = [];
  if (change.quantity !== undefined)
    patches.push({
      op: 'replace' as const,
      path: '/attributes/fulfillment_availability',
      value: [{ fulfillment_channel_code: 'DEFAULT', quantity: change.quantity }],
    });
  if (change.price !== undefined)
    patches.push({
      op: 'replace' as const,
      path: '/attributes/purchasable_offer',
      value: [{ marketplace_id: mexicoMarketplaceId, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: change.price }] }] }],
    });
  return patches;
}
