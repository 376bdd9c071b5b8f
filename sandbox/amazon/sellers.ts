import type { FastifyInstance } from 'fastify';
import type { AmazonRuntime } from './runtime';
import { mexicoMarketplaceId } from './settings';

/**
 * Sellers API v1 `getMarketplaceParticipations`: the marketplaces the calling seller sells in, with
 * the name its store shows there. A sandbox seller sells in Amazon.com.mx only.
 */
export function registerSellerRoutes(app: FastifyInstance, runtime: AmazonRuntime): void {
  app.get('/sellers/v1/marketplaceParticipations', { config: { operation: 'getMarketplaceParticipations' } }, async (request) => {
    const seller = runtime.state.sellers.get(request.sellerId);
    return {
      payload: [
        {
          marketplace: {
            id: mexicoMarketplaceId,
            name: 'Amazon.com.mx',
            countryCode: 'MX',
            defaultCurrencyCode: 'MXN',
            defaultLanguageCode: 'es_MX',
            domainName: 'www.amazon.com.mx',
          },
          participation: { isParticipating: true, hasSuspendedListings: false },
          storeName: seller?.name ?? request.sellerId,
        },
      ],
    };
  });
}
