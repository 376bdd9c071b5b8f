import { type DemoActivityOptions, everyNowAndThen } from '../demoPace';
import type { AmazonControl } from './control';
import { ListingSubmissions } from './listingSubmissions';
import { quantityOf } from './listingValidation';
import { mexicoMarketplaceId } from './settings';
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

/**
 * The demo seller's shop: a listing per catalogue item and a sale in each state (waiting for
 * payment, to ship with the buyer asking to cancel it, shipped and paid out, returned and refunded, on its way back) and what Amazon
 * charged or credited the account (its subscription, storage, a reimbursement), so the screens have something to show.
 */
export function seedDemoShop(state: AmazonState, control: AmazonControl): void {
  const listings = new ListingSubmissions(state);
  const sellerId = amazonDemoSeller.sellingPartnerId;
  demoCatalog.forEach((entry, index) => {
    listings.put(sellerId, `DEMO-${entry.asin}`, 'PRODUCT', {
      item_name: [{ value: entry.itemName, language_tag: 'es_MX' }],
      brand: [{ value: entry.brand }],
      condition_type: [{ value: 'new_new' }],
      externally_assigned_product_identifier: [{ type: 'ean', value: entry.ean }],
      purchasable_offer: [{ marketplace_id: mexicoMarketplaceId, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: 499 + 300 * index }] }] }],
      fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 10 }],
    });
  });
  const sku = (index: number) => `DEMO-${demoCatalog[index]!.asin}`;
  control.placeOrder({ sellerId, items: [{ sku: sku(0), quantity: 1 }], status: 'Pending', buyerName: 'Laura Méndez' });
  const toShip = control.placeOrder({ sellerId, items: [{ sku: sku(1), quantity: 2 }], buyerName: 'Jorge Ramírez' });
  control.requestCancel(toShip.AmazonOrderId, 'Ya no necesito el producto');
  const paidOut = control.placeOrder({ sellerId, items: [{ sku: sku(2), quantity: 1 }], buyerName: 'Ana Torres' });
  control.setOrderStatus(paidOut.AmazonOrderId, 'Shipped');
  const refunded = control.placeOrder({ sellerId, items: [{ sku: sku(0), quantity: 1 }], buyerName: 'Carlos Ruiz' });
  control.setOrderStatus(refunded.AmazonOrderId, 'Shipped');
  control.returnOrder(refunded.AmazonOrderId, { reason: 'CR-DEFECTIVE', refund: true });
  const beingReturned = control.placeOrder({ sellerId, items: [{ sku: sku(1), quantity: 1 }], buyerName: 'Sofía Herrera' });
  control.setOrderStatus(beingReturned.AmazonOrderId, 'Shipped');
  control.returnOrder(beingReturned.AmazonOrderId, { reason: 'CR-ORDERED_WRONG_ITEM' });
  control.postAccountEvent({ sellerId, kind: 'serviceFee', type: 'Subscription', description: 'Professional selling plan', amount: -600 });
  control.postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', description: 'FBA storage fee', amount: -87.35 });
  control.postAccountEvent({ sellerId, kind: 'adjustment', type: 'FBAInventoryReimbursement', amount: 249.5 });
}

const buyerNames = ['Lucía Fernández', 'Miguel Soto', 'Valeria Cruz', 'Diego Navarro', 'Paola Jiménez', 'Ricardo Vega', 'Fernanda Ríos'];

/**
 * Now and then a buyer orders one unit of a listing of the demo seller that Amazon sells (no error,
 * quantity left), the listings the seller made through the API included, so a demo's Amazon sales
 * keep arriving as Mercado Libre's do, for products of the seller's own catalogue. Answers the stop.
 */
export function startDemoBuyers(
  state: AmazonState,
  control: AmazonControl,
  random: () => number,
  pace: DemoActivityOptions,
  afterEvent: () => void,
): () => void {
  const sellerId = amazonDemoSeller.sellingPartnerId;
  return everyNowAndThen(random, pace, () => {
    const buyable = [...state.listings.values()].filter(
      (listing) => listing.sellerId === sellerId && !listing.issues.some((issue) => issue.severity === 'ERROR') && quantityOf(listing.attributes) > 0,
    );
    if (buyable.length === 0) return false;
    const listing = buyable[Math.floor(random() * buyable.length)]!;
    control.placeOrder({ sellerId, items: [{ sku: listing.sku, quantity: 1 }], buyerName: buyerNames[Math.floor(random() * buyerNames.length)] });
    afterEvent();
    return true;
  });
}
