import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound } from './apiErrors';
import { ListingSubmissions, type Patch } from './listingSubmissions';
import { priceOf, quantityOf, textOf } from './listingValidation';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import type { Attributes, Listing } from './types';

type ItemParams = { sellerId: string; sku: string };
type ItemQuery = { marketplaceIds?: string; mode?: string; includedData?: string; issueLocale?: string };

const path = '/listings/2021-08-01/items/:sellerId/:sku';

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

/** Listings Items API 2021-08-01: put, patch, delete, get. */
export function registerListingRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  const submissions = new ListingSubmissions(runtime.state);
  const ownSeller = (params: ItemParams, sellerId: string) => {
    if (params.sellerId !== sellerId)
      throw invalidInput('The sellerId does not match the access token', 'Use the selling_partner_id the token was granted for');
  };
  const missing = (sku: string) => notFound(`SKU '${sku}' not found in marketplace ${mexicoMarketplaceId}`);

  app.get<{ Params: ItemParams; Querystring: ItemQuery }>(path, { config: { operation: 'getListingsItem' } }, async (request) => {
    requireMexico(request.query.marketplaceIds);
    ownSeller(request.params, request.sellerId);
    const listing = submissions.get(request.sellerId, request.params.sku);
    if (!listing) throw missing(request.params.sku);
    return present(listing, request.query.includedData);
  });

  app.put<{ Params: ItemParams; Querystring: ItemQuery; Body: { productType?: string; requirements?: string; attributes?: Attributes } }>(
    path,
    { config: { operation: 'putListingsItem' } },
    async (request) => {
      requireMexico(request.query.marketplaceIds);
      ownSeller(request.params, request.sellerId);
      const { productType, requirements, attributes } = request.body ?? {};
      if (typeof productType !== 'string' || !attributes || typeof attributes !== 'object')
        throw invalidInput('The request body needs productType and attributes');
      return submissions.put(request.sellerId, request.params.sku, productType, attributes, {
        requirements,
        preview: request.query.mode === 'VALIDATION_PREVIEW',
      });
    },
  );

  app.patch<{ Params: ItemParams; Querystring: ItemQuery; Body: { productType?: string; patches?: Patch[] } }>(
    path,
    { config: { operation: 'patchListingsItem' } },
    async (request) => {
      requireMexico(request.query.marketplaceIds);
      ownSeller(request.params, request.sellerId);
      const { productType, patches } = request.body ?? {};
      if (typeof productType !== 'string' || !Array.isArray(patches) || patches.length === 0)
        throw invalidInput('The request body needs productType and patches');
      const answer = submissions.patch(request.sellerId, request.params.sku, productType, patches, { preview: request.query.mode === 'VALIDATION_PREVIEW' });
      return answer ?? Promise.reject(missing(request.params.sku));
    },
  );

  app.delete<{ Params: ItemParams; Querystring: ItemQuery }>(path, { config: { operation: 'deleteListingsItem' } }, async (request) => {
    requireMexico(request.query.marketplaceIds);
    ownSeller(request.params, request.sellerId);
    return submissions.delete(request.sellerId, request.params.sku) ?? Promise.reject(missing(request.params.sku));
  });
}
