import type { AmazonState } from './state';
import type { Application, CatalogEntry, Seller } from './types';

/** The sandbox's registered application: public test credentials, not secrets. */
export const amazonDemoApp: Application = {
  clientId: 'amzn1.application-oa2-client.sandboxdemo',
  clientSecret: 'amzn1.oa2-cs.v1.sandbox-demo-client-secret',
  applicationId: 'amzn1.sp.solution.sandbox-demo',
};

export const amazonDemoSeller: Seller = { sellingPartnerId: 'A2SBXDEMOSELLER', name: 'Tienda Demo MX' };

/** Catalogue items other sellers already sell, so an EAN of ours can match an ASIN. */
const demoCatalog: CatalogEntry[] = [
  { asin: 'B0SBXAUD01', ean: '7501234567897', upc: '750123456789', itemName: 'Audífonos inalámbricos con cancelación de ruido', brand: 'Sonora' },
  { asin: 'B0SBXTEN02', ean: '7509876543210', itemName: 'Tenis para correr ligeros', brand: 'Pista' },
  { asin: 'B0SBXCAF03', ean: '7501112223334', itemName: 'Cafetera de goteo 12 tazas', brand: 'Aroma' },
];

export function seedDemo(state: AmazonState): void {
  state.apps.set(amazonDemoApp.clientId, { ...amazonDemoApp });
  state.sellers.set(amazonDemoSeller.sellingPartnerId, { ...amazonDemoSeller });
  for (const entry of demoCatalog) state.catalog.set(entry.asin, { ...entry });
}
