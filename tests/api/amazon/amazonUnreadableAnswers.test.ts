import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonReturns } from '../../../server/marketplaces/amazon/returnSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';
import { listingAttributes, mexico } from './amazonSandboxHarness';
import { marketplaceStandIn } from '../mercadolibre/marketplaceStandIn';

/**
 * Amazon answering what our records cannot hold, through the connector and the sandbox's real HTTP:
 * the sandbox's state is changed as an older build or a misbehaving Amazon would have left it.
 */
let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda de respuestas raras'));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const control = () => sandbox.control.amazon;
const sync = () => syncAmazonOrders(api.context, api.app.amazon, account);
const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
const ordersOf = (amazonOrderId: string) => db.selectFrom('orders').selectAll().where('marketplace_order_id', '=', amazonOrderId).execute();
/** The order as the sandbox keeps it: what its Orders API answers from then on. */
type HeldOrder = { buyerName: string; items: Array<Record<string, unknown>> };
const placed = (sku: string, quantity = 1) => {
  const order = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity }], buyerName: 'Comprador' });
  return { id: order.AmazonOrderId, held: order as unknown as HeldOrder };
};

describe('Amazon answers our records cannot hold', () => {
  it('links a listing Amazon holds with more units than 2,147,483,647 at that limit: its orders are recorded and re-publishing the SKU works', async () => {
    const { productId, sku } = await listedProduct(api, account, 6);
    const clients = await api.app.amazon.clients(account);
    // An older build let the listing take 3,000,000,000 units; Amazon still shows them.
    const relisted = await clients.listings.putListingsItem({
      sellerId: account.selling_partner_id,
      sku,
      marketplaceIds: [mexico],
      body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Licuadora', price: 650, quantity: 3_000_000_000 }) },
    });
    expect(relisted.data.status).toBe('ACCEPTED');
    const order = placed(sku, 2);

    expect(await sync()).toMatchObject({ orders: 1, refused: [] });
    expect(await ordersOf(order.id)).toMatchObject([{ stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(4);
    const link = await db.selectFrom('amazon_listings').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ status: 'BUYABLE' });
    expect(Number(link.quantity)).toBe(2_147_483_647);

    const republished = await api.call({
      method: 'POST',
      url: '/api/amazon/listings/publish',
      payload: { product_id: productId, product_type: 'PRODUCT', brand: 'Oster' },
    });
    expect(republished.statusCode, republished.body).toBe(201);
    expect(republished.json()).toMatchObject({ sku, quantity: 4, submission_status: 'ACCEPTED' });
  });

  it.each([
    ['a fraction', 1.5],
    ['a negative count', -4],
    ['more than a quantity column holds', 3_000_000_000],
    ['a text', 'NaN'],
    ['nothing', null],
  ])('leaves out an order whose line has %s as QuantityOrdered, saying why, and still records the next order', async (_, quantity) => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const unreadable = placed(sku, 2);
    unreadable.held.items[0]!.QuantityOrdered = quantity;
    const readable = placed(sku, 3);

    const round = await sync();
    expect(round.refused).toContain(`Amazon respondió datos no válidos: el pedido ${unreadable.id} trae QuantityOrdered = ${JSON.stringify(quantity)}`);
    expect(await ordersOf(unreadable.id)).toEqual([]);
    expect(await ordersOf(readable.id)).toMatchObject([{ stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(7);
  });

  it('leaves out an order whose price is no amount', async () => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const unreadable = placed(sku, 2);
    unreadable.held.items[0]!.ItemPrice = { CurrencyCode: 'MXN', Amount: 'gratis' };
    expect((await sync()).refused).toContain(`Amazon respondió datos no válidos: el pedido ${unreadable.id} trae ItemPrice = "gratis"`);
    expect(await ordersOf(unreadable.id)).toEqual([]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('records an order whose buyer and title carry NUL characters, without them', async () => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const order = placed(sku, 1);
    order.held.buyerName = 'Ana\u0000 López';
    order.held.items[0]!.Title = 'Licua\u0000dora';
    await sync();
    const [recorded] = await ordersOf(order.id);
    expect(recorded).toMatchObject({ stock_state: 'taken' });
    expect(await stockOf(productId)).toBe(9);
    const client = await db.selectFrom('clients').select('name').where('rowid', '=', recorded!.client_id).executeTakeFirstOrThrow();
    expect(client.name).toBe('Ana López');
    expect(await db.selectFrom('order_lines').select('title').where('order_id', '=', recorded!.rowid).execute()).toEqual([{ title: 'Licuadora' }]);
  });

  it('stores a returns report line whose quantity is beyond 2,147,483,647 at that limit and whose texts carry NUL characters without them', async () => {
    const { sku } = await listedProduct(api, account, 10);
    const order = placed(sku, 1);
    control().setOrderStatus(order.id, 'Shipped');
    const [returned] = control().returnOrder(order.id) as unknown as Array<Record<string, unknown>>;
    returned!.quantity = 3_000_000_000;
    returned!.itemName = 'Licua\u0000dora';
    expect(await syncAmazonReturns(api.context, api.app.amazon, account, { pollMs: 20, polls: 50 })).toMatchObject({ state: 'done' });
    const stored = await db.selectFrom('amazon_returns').select(['quantity', 'item_name']).where('amazon_order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(stored.quantity)).toBe(2_147_483_647);
    expect(stored.item_name).toBe('Licuadora');
  });

  it('answers 502 to an enormous answer (40 MB) of Amazon, leaving the listing as it was', async () => {
    const standIn = await marketplaceStandIn();
    standIn.forwardTo(sandbox.amazon.apiUrl);
    const other = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_API_URL: standIn.url }, 'Tienda de respuestas enormes');
    try {
      const { productId, sku } = await listedProduct(other.api, other.account, 5);
      const published = await other.api.call({
        method: 'POST',
        url: '/api/amazon/listings/publish',
        payload: { product_id: productId, product_type: 'PRODUCT', brand: 'Oster' },
      });
      expect(published.statusCode, published.body).toBe(201);
      standIn.answer(
        'PATCH',
        new RegExp(`/items/${other.account.selling_partner_id}/${sku}$`),
        { body: `{"sku":"${sku}","status":"ACCEPTED","x":"${'x'.repeat(40 * 1024 * 1024)}"}` },
        5,
      );
      const changed = await other.api.call({ method: 'PUT', url: `/api/amazon/listings/${published.json().id}`, payload: { quantity: 3 } });
      expect(changed.statusCode, changed.body).toBe(502);
      expect(changed.json()).toEqual({ error: 'marketplace_unreachable', message: 'Amazon no respondió; inténtalo de nuevo' });
      const link = await other.api.context.database.db.selectFrom('amazon_listings').select('quantity').where('sku', '=', sku).executeTakeFirstOrThrow();
      expect(Number(link.quantity)).toBe(5);
    } finally {
      await other.api.close();
      await standIn.close();
    }
  });
});
