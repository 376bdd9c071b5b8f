import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Sandbox } from '../../../sandbox';
import type { ListingStockAnswer } from '../../../resources/inventory/listingRules';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import type { PublicationEvent } from '../../../resources/mercadolibre/contract';
import { created, paths } from '../catalogue/catalogueFixtures';
import { type MercadoLibreWorld, mlApp, startWorld } from '../mercadolibre/mercadoLibreTestSupport';

/** A MercadoLibre world whose sandbox delivers webhooks to the app, with two connected sellers and a warehouse. */
export interface InventoryWorld {
  world: MercadoLibreWorld;
  accounts: MercadoLibreAccount[];
  warehouseId: number;
  /** A product with this stock in the warehouse, published on every account; answers the product and its publications. */
  listedProduct(
    stock: number,
    overrides?: Record<string, unknown>,
  ): Promise<{ productId: number; publications: { id: number; ml_id: string; account_id: number }[] }>;
  /** Sets the product's stock in the warehouse, as the product form does. */
  setStock(productId: number, quantity: number): Promise<void>;
  /** The item as MercadoLibre shows it, read over HTTP with its seller's token. */
  item(mlId: string, accountId: number): Promise<{ available_quantity: number; price: number }>;
  /** Changes the item on MercadoLibre itself, as the seller would on its site. */
  editOnMarketplace(mlId: string, accountId: number, body: Record<string, unknown>): Promise<void>;
  listing(mlId: string): Promise<ListingStockAnswer>;
  history(publicationId: number): Promise<PublicationEvent[]>;
  close(): Promise<void>;
}

/** `webhooks: false`: the sandbox tells the app nothing, so the accounts' budgets go to the pushes alone. */
export async function startInventoryWorld(
  env: Record<string, string> = {},
  options: { webhooks?: boolean; sandboxEnv?: (sandbox: Sandbox) => Record<string, string> } = {},
): Promise<InventoryWorld> {
  const world = await startWorld({ INVENTORY_PUSH_POLL_MS: '50', INVENTORY_PUSH_RETRY_MS: '50', ...env }, { sandboxEnv: options.sandboxEnv });
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.app.app.server.address() as AddressInfo;
  const control = world.sandbox.control.mercadolibre;
  // The test's own reads of the items count against the application's limit too.
  control.setRateLimit({ requestsPerSecond: 1000 });
  if (options.webhooks !== false) control.configureApp({ ...mlApp, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`, topics: ['items'] });
  const accounts = [await world.connectSeller('TIENDA_NORTE'), await world.connectSeller('TIENDA_SUR')];
  const warehouseId = (await created(world.app, paths.warehouses, { label: 'Almacén Central' })).id;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => world.app.call({ method, url, ...(payload ? { payload } : {}) });
  const sellerOf = (accountId: number) => Number(accounts.find((account) => account.id === accountId)?.user_id);
  const tokenOf = (accountId: number) => control.issueTokens({ userId: sellerOf(accountId), clientId: mlApp.clientId }).access_token;
  const setStock = async (productId: number, quantity: number) => {
    const answer = await call('PUT', `/${paths.products}${productId}`, { warehouse_stock: [{ warehouse_id: warehouseId, quantity }] });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  return {
    world,
    accounts,
    warehouseId,
    async listedProduct(stock, overrides = {}) {
      const [productId] = await world.createProducts(1, overrides);
      await setStock(productId, stock);
      const publications = [];
      for (const account of accounts) {
        const validated = await call('POST', '/api/mercadolibre/publications/validate', { productId, accountId: account.id });
        expect(validated.statusCode, validated.body).toBe(200);
        const published = await call('GET', `/api/mercadolibre/publications/${validated.json().publication.id}/publish`);
        expect(published.statusCode, published.body).toBe(200);
        publications.push(published.json());
      }
      return { productId, publications };
    },
    setStock,
    async item(mlId, accountId) {
      const response = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items/${mlId}`, { headers: { authorization: `Bearer ${tokenOf(accountId)}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as { available_quantity: number; price: number };
    },
    async editOnMarketplace(mlId, accountId, body) {
      const response = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items/${mlId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokenOf(accountId)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    },
    async listing(mlId) {
      const answer = await call('GET', `/api/inventory/listings/mercadolibre/${mlId}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    },
    async history(publicationId) {
      return (await call('GET', `/api/mercadolibre/publications/${publicationId}/history?size=100`)).json().data;
    },
    close: () => world.close(),
  };
}
