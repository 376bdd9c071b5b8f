import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { priceOf, quantityOf, textOf, validateListing } from './listingValidation';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import type { AmazonState } from './state';
import type { Attributes, Issue, Listing } from './types';

type ItemParams = { sellerId: string; sku: string };
type ItemQuery = { marketplaceIds?: string; mode?: string; includedData?: string; issueLocale?: string };
interface Patch {
  op: 'add' | 'replace' | 'merge' | 'delete';
  path: string;
  value?: Array<Record<string, unknown>>;
}

const path = '/listings/2021-08-01/items/:sellerId/:sku';
const patchOps = ['add', 'replace', 'merge', 'delete'];

/** Amazon's simplification kept here: BUYABLE needs stock and no error, DISCOVERABLE no error. */
function statusOf(listing: Listing): string[] {
  if (listing.issues.some((issue) => issue.severity === 'ERROR')) return [];
  return quantityOf(listing.attributes) > 0 ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE'];
}

function present(listing: Listing, includedData: string | undefined) {
  const included = new Set((includedData ?? 'summaries').split(','));
  const price = priceOf(listing.attributes);
  return {
    sku: listing.sku,
    ...(included.has('summaries') && {
      summaries: [
        {
          marketplaceId: mexicoMarketplaceId,
          asin: listing.asin,
          productType: listing.productType,
          conditionType: textOf(listing.attributes, 'condition_type') ?? 'new_new',
          status: statusOf(listing),
          itemName: textOf(listing.attributes, 'item_name') ?? '',
          createdDate: listing.createdDate,
          lastUpdatedDate: listing.lastUpdatedDate,
        },
      ],
    }),
    ...(included.has('attributes') && { attributes: listing.attributes }),
    ...(included.has('issues') && { issues: listing.issues }),
    ...(included.has('offers') && {
      offers: price === undefined ? [] : [{ marketplaceId: mexicoMarketplaceId, offerType: 'B2C', price: { currencyCode: 'MXN', amount: String(price) } }],
    }),
    ...(included.has('fulfillmentAvailability') && {
      fulfillmentAvailability: [{ fulfillmentChannelCode: 'DEFAULT', quantity: quantityOf(listing.attributes) }],
    }),
  };
}

function applyPatches(attributes: Attributes, patches: Patch[]): Attributes {
  const next: Attributes = structuredClone(attributes);
  for (const patch of patches) {
    const name = /^\/attributes\/([a-z0-9_]+)$/.exec(patch.path)?.[1];
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

/** Listings Items API 2021-08-01: put, patch, delete, get. Submissions take effect at once here. */
export function registerListingRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const { state } = runtime;
  const submission = (sku: string, status: 'ACCEPTED' | 'INVALID' | 'VALID', issues: Issue[]) => ({ sku, status, submissionId: randomUUID(), issues });
  const ownListing = (params: ItemParams, sellerId: string) => {
    if (params.sellerId !== sellerId) throw invalidInput('The sellerId does not match the access token', 'Use the selling_partner_id the token was granted for');
    return state.listings.get(state.listingKey(sellerId, params.sku));
  };
  const save = (listing: Omit<Listing, 'createdDate' | 'lastUpdatedDate'>) => {
    const now = new Date().toISOString();
    const previous = state.listings.get(state.listingKey(listing.sellerId, listing.sku));
    state.listings.set(state.listingKey(listing.sellerId, listing.sku), { ...listing, createdDate: previous?.createdDate ?? now, lastUpdatedDate: now });
  };

  app.get<{ Params: ItemParams; Querystring: ItemQuery }>(path, { config: { operation: 'getListingsItem' } }, async (request) => {
    requireMexico(request.query.marketplaceIds);
    const listing = ownListing(request.params, request.sellerId);
    if (!listing) throw notFound(`SKU '${request.params.sku}' not found in marketplace ${mexicoMarketplaceId}`);
    return present(listing, request.query.includedData);
  });

  app.put<{ Params: ItemParams; Querystring: ItemQuery; Body: { productType?: string; requirements?: string; attributes?: Attributes } }>(
    path,
    { config: { operation: 'putListingsItem' } },
    async (request) => {
      requireMexico(request.query.marketplaceIds);
      const existing = ownListing(request.params, request.sellerId);
      const { productType, requirements, attributes } = request.body ?? {};
      if (typeof productType !== 'string' || !attributes || typeof attributes !== 'object') throw invalidInput('The request body needs productType and attributes');
      const issues = validateListing(productType, attributes, requirements);
      const preview = request.query.mode === 'VALIDATION_PREVIEW';
      if (issues.length > 0) return submission(request.params.sku, 'INVALID', issues);
      if (preview) return submission(request.params.sku, 'VALID', []);
      save({ sellerId: request.sellerId, sku: request.params.sku, productType, asin: existing?.asin ?? asinFor(state, attributes), attributes, issues });
      return submission(request.params.sku, 'ACCEPTED', []);
    },
  );

  app.patch<{ Params: ItemParams; Querystring: ItemQuery; Body: { productType?: string; patches?: Patch[] } }>(
    path,
    { config: { operation: 'patchListingsItem' } },
    async (request) => {
      requireMexico(request.query.marketplaceIds);
      const listing = ownListing(request.params, request.sellerId);
      const { productType, patches } = request.body ?? {};
      if (typeof productType !== 'string' || !Array.isArray(patches) || patches.length === 0) throw invalidInput('The request body needs productType and patches');
      if (!listing) throw notFound(`SKU '${request.params.sku}' not found in marketplace ${mexicoMarketplaceId}`);
      const attributes = applyPatches(listing.attributes, patches);
      const issues = validateListing(productType, attributes);
      if (issues.length > 0) return submission(request.params.sku, 'INVALID', issues);
      if (request.query.mode === 'VALIDATION_PREVIEW') return submission(request.params.sku, 'VALID', []);
      save({ ...listing, productType, attributes, issues });
      return submission(request.params.sku, 'ACCEPTED', []);
    },
  );

  app.delete<{ Params: ItemParams; Querystring: ItemQuery }>(path, { config: { operation: 'deleteListingsItem' } }, async (request) => {
    requireMexico(request.query.marketplaceIds);
    if (!ownListing(request.params, request.sellerId)) throw notFound(`SKU '${request.params.sku}' not found in marketplace ${mexicoMarketplaceId}`);
    state.listings.delete(state.listingKey(request.sellerId, request.params.sku));
    return submission(request.params.sku, 'ACCEPTED', []);
  });
}
