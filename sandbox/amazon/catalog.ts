import type { FastifyInstance } from 'fastify';
import { invalidInput } from './apiErrors';
import { requireMexico } from './requestGuard';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';
import type { CatalogEntry } from './types';

type SearchQuery = { marketplaceIds?: string; identifiers?: string; identifiersType?: string; includedData?: string };

const identifierTypes = ['ASIN', 'EAN', 'GTIN', 'UPC'];
const maxIdentifiers = 20;

function matches(entry: CatalogEntry, type: string, identifier: string): boolean {
  if (type === 'ASIN') return entry.asin === identifier;
  if (type === 'EAN') return entry.ean === identifier;
  if (type === 'UPC') return entry.upc === identifier;
  // A GTIN is an EAN-13 or a UPC-12 written with a leading zero.
  return entry.ean === identifier || entry.upc === identifier || `0${entry.upc}` === identifier;
}

const present = (entry: CatalogEntry) => ({
  asin: entry.asin,
  identifiers: [
    {
      marketplaceId: mexicoMarketplaceId,
      identifiers: [{ identifierType: 'EAN', identifier: entry.ean }, ...(entry.upc ? [{ identifierType: 'UPC', identifier: entry.upc }] : [])],
    },
  ],
  summaries: [{ marketplaceId: mexicoMarketplaceId, itemName: entry.itemName, brand: entry.brand }],
});

/** Catalog Items API 2022-04-01 `searchCatalogItems` by identifier (EAN/UPC/GTIN → ASIN). */
export function registerCatalogRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  app.get<{ Querystring: SearchQuery }>('/catalog/2022-04-01/items', { config: { operation: 'searchCatalogItems' } }, async (request) => {
    const { marketplaceIds, identifiers, identifiersType } = request.query;
    requireMexico(marketplaceIds);
    const wanted = (identifiers ?? '').split(',').filter(Boolean);
    if (wanted.length === 0) throw invalidInput('Either identifiers or keywords is required');
    if (wanted.length > maxIdentifiers) throw invalidInput(`identifiers accepts at most ${maxIdentifiers} values`);
    if (!identifiersType || !identifierTypes.includes(identifiersType))
      throw invalidInput('identifiersType is required with identifiers (ASIN, EAN, GTIN, UPC)');
    const items = [...runtime.state.catalog.values()].filter((entry) => wanted.some((identifier) => matches(entry, identifiersType, identifier)));
    return { numberOfResults: items.length, pagination: {}, refinements: { brands: [], classifications: [] }, items: items.map(present) };
  });
}
