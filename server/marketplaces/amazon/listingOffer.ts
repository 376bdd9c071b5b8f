import type { Issue } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { AmazonListingIssue } from '../../../resources/amazon/listings';
import { amountRead, unitsRead } from '../shared/marketplaceAnswer';
import { mexicoMarketplaceId } from './amazonConnector';

/** A listing's attributes as the Listings Items API carries them: each a list of values. */
export type ListingAttributes = Record<string, unknown>;

type OfferAttributes = {
  fulfillment_availability?: Array<{ quantity?: number }>;
  purchasable_offer?: Array<{ our_price?: Array<{ schedule?: Array<{ value_with_tax?: number }> }> }>;
};

/**
 * Units and price a listing offers, read from its attributes; null when it states none, or none our
 * records can hold (a count that is no whole number of 0 or more, a price that is no amount): the
 * inventory then sends the listing its own. Units beyond a quantity column's limit are kept at it,
 * as the inventory keeps ours (a listing stored by an older Amazon build may hold more).
 */
export function offerOf(attributes: ListingAttributes): { quantity: number | null; price: number | null } {
  const offer = attributes as OfferAttributes;
  return {
    quantity: unitsRead(offer.fulfillment_availability?.[0]?.quantity) ?? null,
    price: amountRead(offer.purchasable_offer?.[0]?.our_price?.[0]?.schedule?.[0]?.value_with_tax) ?? null,
  };
}

/** The first value of a text attribute (`item_name`, `brand`), null when absent. */
export function textOf(attributes: ListingAttributes, name: string): string | null {
  const value = (attributes[name] as Array<{ value?: unknown }> | undefined)?.[0]?.value;
  return typeof value === 'string' ? value : null;
}

/** A text attribute in the marketplace's language. */
export const textAttribute = (value: string) => [{ value, language_tag: 'es_MX', marketplace_id: mexicoMarketplaceId }];

/** The offer's attributes: units (seller-fulfilled) and, when given, the price in pesos. */
export function offerAttributes(change: { quantity?: number; price?: number }): ListingAttributes {
  return {
    ...(change.quantity !== undefined && { fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: change.quantity }] }),
    ...(change.price !== undefined && {
      purchasable_offer: [{ marketplace_id: mexicoMarketplaceId, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: change.price }] }] }],
    }),
  };
}

/** The Listings Items patches that replace these attributes. */
export const attributePatches = (attributes: ListingAttributes) =>
  Object.entries(attributes).map(([name, value]) => ({ op: 'replace' as const, path: `/attributes/${name}`, value: value as object[] }));

/** The Listings Items patches that set a listing's units and, when given, its price. */
export const offerPatches = (change: { quantity?: number; price?: number }) => attributePatches(offerAttributes(change));

/** A submission's issues, one per attribute named (Amazon may name several, or none for the whole listing). */
export function issuesOf(issues: readonly Issue[] | undefined): AmazonListingIssue[] {
  return (issues ?? []).flatMap((issue) => {
    const names = issue.attributeNames?.length ? issue.attributeNames : [''];
    return names.map((attribute) => ({ attribute, code: issue.code, message: issue.message, severity: issue.severity }));
  });
}
