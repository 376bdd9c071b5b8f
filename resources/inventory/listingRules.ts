import type { FieldDeclaration } from '../types';

/** How a listing's price follows its product's: the same, the product's plus a percentage, or a fixed price. */
export const priceRules = ['same', 'markup', 'fixed'] as const;
export type PriceRule = (typeof priceRules)[number];

/**
 * Whether a listing shows what the ERP says it should: `in_sync`, `pending` (a push is on its way
 * or waiting to retry) or `out_of_sync` (the marketplace shows another quantity).
 */
export const listingSyncStates = ['in_sync', 'pending', 'out_of_sync'] as const;
export type ListingSyncState = (typeof listingSyncStates)[number];

/** The bounds of the rules' numbers: the form checks them in the reader's language, the route refuses beyond them. */
export const listingRuleNumbers = {
  buffer: { kind: 'integer', min: 0, max: 1_000_000 },
  maximum: { kind: 'integer', min: 0, max: 1_000_000 },
  price_value: { kind: 'number', min: -99, max: 100_000_000 },
  guardrail_percent: { kind: 'number', min: 0, max: 1_000 },
} as const satisfies Record<string, FieldDeclaration>;

/** What the seller sets for one listing; `PUT /api/inventory/listings/{channel}/{listingId}` takes it. */
export interface ListingRules {
  /** Units kept back from the listing. */
  buffer: number;
  /** At most this many units are offered (none: no maximum). */
  maximum: number | null;
  price_rule: PriceRule;
  /** The markup percentage or the fixed price; unused by `same`. */
  price_value: number | null;
  /** A price change beyond this percentage is held until confirmed (none: never held). */
  guardrail_percent: number | null;
}

/** `GET /api/inventory/listings/{channel}/{listingId}`: its rules and what the ERP, the last push and the marketplace say. */
export interface ListingStockAnswer extends ListingRules {
  channel: string;
  listing_id: string;
  /** Units the listing should show: the product's stock by the rules (null: no product). */
  erp_quantity: number | null;
  /** The price the listing should show by its rule. */
  erp_price: number | null;
  pushed_quantity: number | null;
  pushed_price: number | null;
  /** ISO-8601 UTC of the last push. */
  pushed_at: string | null;
  live_quantity: number | null;
  live_price: number | null;
  /** A price the guardrail refused, waiting for "Confirmar precio". */
  held_price: number | null;
  sync_state: ListingSyncState | null;
  /** The rules' version (null: never saved); a save naming an older one is refused with the listing as it is now. */
  version: string | null;
}

/** What `PUT /api/inventory/listings/{channel}/{listingId}` takes: the rules and the version they were loaded at (absent: not said). */
export interface ListingRulesEdit extends ListingRules {
  version?: string | null;
}
