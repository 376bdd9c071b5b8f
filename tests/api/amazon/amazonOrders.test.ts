import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import type { TestApp } from '../testApp';
import { startAmazonApp } from './amazonAppHarness';
import { mexico } from './amazonSandboxHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;
let warehouseId: number;

const control = () => sandbox.control.amazon;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ api, account } = await startAmazonApp(
    sandbox,
    {
      AMAZON_ORDERS_POLL_SECONDS: '1',
    },
    'Tienda de pedidos',
  ));
  db = api.context.database.db;
  const now = new Date().toISOString();
  warehouseId = Number(
    (await db.insertInto('warehouses').values({ label: 'Principal', datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow()).rowid,
  );
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

let skuSeed = 0;

/** A catalogue product with `stock` units in the warehouse, listed on Amazon under its ref as SellerSKU. */
async function listedProduct(stock: number): Promise<{ productId: number; sku: string }> {
  skuSeed += 1;
  const sku = `AMZ-${Date.now()}-${skuSeed}`;
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({ ref: sku, label: `Licuadora ${skuSeed}`, price: 650, price_ttc: 650, stock, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  const productId = Number(product.rowid);
  await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouseId, quantity: stock, tms: now }).execute();
  const clients = await api.app.amazon.clients(account);
  const attributes = {
    item_name: [{ value: 'Licuadora', language_tag: 'es_MX' }],
    brand: [{ value: 'Oster' }],
    condition_type: [{ value: 'new_new' }],
    color: [{ value: 'Negro' }],
    size: [{ value: 'Única' }],
    purchasable_offer: [{ marketplace_id: mexico, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: 650 }] }] }],
    fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: stock }],
  };
  const listed = await clients.listings.putListingsItem({
    sellerId: account.selling_partner_id,
    sku,
    marketplaceIds: [mexico],
    body: { productType: 'SHOES', attributes },
  });
  expect(listed.data.status).toBe('ACCEPTED');
  return { productId, sku };
}

const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
const ordersOf = (amazonOrderId: string) => db.selectFrom('orders').selectAll().where('marketplace_order_id', '=', amazonOrderId).execute();
const sync = () => syncAmazonOrders(api.context, api.app.amazon, account);

describe('Amazon orders become ERP orders', () => {
  it('records a paid order once with channel amazon, taking the stock once however often it is synced; a cancellation gives it back once', async () => {
    const { productId, sku } = await listedProduct(10);
    const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 3 }], buyerName: 'Jorge Ramírez' });
    await sync();
    await sync();
    const [order, ...others] = await ordersOf(placed.AmazonOrderId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      channel: 'amazon',
      channel_account_id: account.id,
      marketplace_status: 'paid',
      payment_status: 'approved',
      status: 'validated',
      stock_state: 'taken',
    });
    expect(Number(order!.total_paid)).toBe(1950);
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order!.rowid).execute();
    expect(lines).toMatchObject([{ product_id: productId, listing_id: sku, quantity: 3 }]);
    expect(Number(lines[0]!.unity_price)).toBe(650);
    const client = await db.selectFrom('clients').select('name').where('rowid', '=', order!.client_id).executeTakeFirstOrThrow();
    expect(client.name).toBe('Jorge Ramírez');
    expect(await stockOf(productId)).toBe(7);

    control().setOrderStatus(placed.AmazonOrderId, 'Canceled');
    await sync();
    await sync();
    expect(await ordersOf(placed.AmazonOrderId)).toMatchObject([{ marketplace_status: 'cancelled', status: 'cancelled', stock_state: 'returned' }]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('takes no stock while the order is Pending, and takes it once it is paid; a line whose SKU is no product is noted', async () => {
    const { productId, sku } = await listedProduct(5);
    const { sku: unknownSku } = await listedProduct(1);
    await db
      .updateTable('products')
      .set({ ref: `${unknownSku}-renombrado` })
      .where('ref', '=', unknownSku)
      .execute();
    const placed = control().placeOrder({
      sellerId: account.selling_partner_id,
      items: [
        { sku, quantity: 2 },
        { sku: unknownSku, quantity: 1 },
      ],
      status: 'Pending',
    });
    await sync();
    const [pending] = await ordersOf(placed.AmazonOrderId);
    expect(pending).toMatchObject({ marketplace_status: 'pending', stock_state: 'none' });
    expect(JSON.parse(String(pending?.stock_warnings))).toEqual([{ kind: 'unlinked', title: expect.any(String), listing: unknownSku }]);
    expect(await stockOf(productId)).toBe(5);
    control().setOrderStatus(placed.AmazonOrderId, 'Unshipped');
    await sync();
    expect(await ordersOf(placed.AmazonOrderId)).toMatchObject([{ marketplace_status: 'paid', stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(3);
  });

  it("lists each served marketplace's sales apart: Amazon's orders under Amazon, none under Linio or Claro Shop, which have none", async () => {
    const { sku } = await listedProduct(5);
    const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
    await sync();
    const salesOf = async (channel: string) => {
      const answer = await api.call({ method: 'POST', url: '/api/erp/orders/q/?size=50', payload: { channel } });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: { marketplace_order_id: string }[]; total: number }).data.map((order) => order.marketplace_order_id);
    };
    expect(await salesOf('amazon')).toContain(placed.AmazonOrderId);
    expect(await salesOf('linio')).toEqual([]);
    expect(await salesOf('claroshop')).toEqual([]);
  });

  it('syncs at start and on its timer once the loops run', async () => {
    const { productId, sku } = await listedProduct(4);
    const placeOne = () => control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] }).AmazonOrderId;
    const recorded = async (amazonOrderId: string) => {
      const deadline = Date.now() + 5_000;
      while ((await ordersOf(amazonOrderId)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return ordersOf(amazonOrderId);
    };
    const atStart = placeOne();
    await api.startLoops();
    expect(await recorded(atStart)).toHaveLength(1);
    // Placed after the first round: only the timer's next round (every second here) reads it.
    expect(await recorded(placeOne())).toHaveLength(1);
    expect(await stockOf(productId)).toBe(2);
  });
});
