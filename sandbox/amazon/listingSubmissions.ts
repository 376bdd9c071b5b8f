import { randomUUID } from 'node:crypto';
import { invalidInput } from './apiErrors';
import { textOf, validateListing } from './listingValidation';
import type { AmazonState } from './state';
import type { Attributes, Issue, Listing } from './types';

export interface Patch {
  op: 'add' | 'replace' | 'merge' | 'delete';
  path: string;
  value?: Array<Record<string, unknown>>;
}

export interface Submission {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues: Issue[];
}

const patchOps = ['add', 'replace', 'merge', 'delete'];

const submission = (sku: string, status: Submission['status'], issues: Issue[]): Submission => ({ sku, status, submissionId: randomUUID(), issues });

/** A patch Amazon cannot read is refused as a whole with 400, before any validation of values. */
export function applyPatches(attributes: Attributes, patches: Patch[]): Attributes {
  const next: Attributes = structuredClone(attributes);
  for (const patch of patches) {
    const name = /^\/attributes\/([a-z0-9_]+)$/.exec(patch.path ?? '')?.[1];
    if (!name || !patchOps.includes(patch.op)) throw invalidInput(`Invalid patch: ${patch.op} ${patch.path}`);
    if (patch.op === 'delete') delete next[name];
    else if (!Array.isArray(patch.value)) throw invalidInput(`The patch of ${patch.path} needs a value array`);
    else if (patch.op === 'merge') next[name] = (next[name] ?? []).map((entry, index) => ({ ...entry, ...patch.value![index] }));
    else next[name] = patch.value;
  }
  return next;
}

/** The ASIN a new listing takes: the catalogue item of its identifier, else a new one. */
function asinFor(state: AmazonState, attributes: Attributes): string {
  const identifier = attributes.externally_assigned_product_identifier?.[0]?.value;
  const suggested = textOf(attributes, 'merchant_suggested_asin');
  const known = [...state.catalog.values()].find((entry) => entry.asin === suggested || (identifier && (entry.ean === identifier || entry.upc === identifier)));
  return known?.asin ?? state.nextAsin();
}

/** Listing submissions as the Listings Items API and the listings feed both take them; they take effect at once here. */
export class ListingSubmissions {
  constructor(private readonly state: AmazonState) {}

  get(sellerId: string, sku: string): Listing | undefined {
    return this.state.listings.get(this.state.listingKey(sellerId, sku));
  }

  put(sellerId: string, sku: string, productType: string, attributes: Attributes, options: { requirements?: string; preview?: boolean } = {}): Submission {
    const issues = validateListing(productType, attributes, options.requirements);
    if (issues.length > 0) return submission(sku, 'INVALID', issues);
    if (options.preview) return submission(sku, 'VALID', []);
    const existing = this.get(sellerId, sku);
    this.save({ sellerId, sku, productType, asin: existing?.asin ?? asinFor(this.state, attributes), attributes, issues }, existing);
    return submission(sku, 'ACCEPTED', []);
  }

  /** Undefined when the seller has no such listing. */
  patch(sellerId: string, sku: string, productType: string, patches: Patch[], options: { preview?: boolean } = {}): Submission | undefined {
    const listing = this.get(sellerId, sku);
    if (!listing) return undefined;
    const attributes = applyPatches(listing.attributes, patches);
    const issues = validateListing(productType, attributes);
    if (issues.length > 0) return submission(sku, 'INVALID', issues);
    if (options.preview) return submission(sku, 'VALID', []);
    this.save({ ...listing, productType, attributes, issues }, listing);
    return submission(sku, 'ACCEPTED', []);
  }

  delete(sellerId: string, sku: string): Submission | undefined {
    if (!this.state.listings.delete(this.state.listingKey(sellerId, sku))) return undefined;
    return submission(sku, 'ACCEPTED', []);
  }

  private save(listing: Omit<Listing, 'createdDate' | 'lastUpdatedDate'>, previous: Listing | undefined): void {
    const now = new Date().toISOString();
    this.state.listings.set(this.state.listingKey(listing.sellerId, listing.sku), {
      ...listing,
      createdDate: previous?.createdDate ?? now,
      lastUpdatedDate: now,
    });
  }
}
