import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import type { Tables } from '../../../server/db/tables';
import type { ChannelSale } from '../../../server/inventory/sales/channelSale';
import { recordChannelSale } from '../../../server/inventory/sales/recordChannelSale';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { wakeInbox } from '../../../server/marketplaces/mercadolibre/inbox/mercadoLibreInbox';
import { readMissedFeeds } from '../../../server/marketplaces/mercadolibre/inbox/missedFeeds';
import type { MercadoLibreOrder } from '../../../server/marketplaces/mercadolibre/orderSaleMapping';
import { recordMercadoLibreSale, recordSaleOfOrderId } from '../../../server/marketplaces/mercadolibre/orderSales';
import { inboxRows, sellerItem } from '../mercadolibre/inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from '../mercadolibre/mercadoLibreTestSupport';
import { waitForTask } from '../tasksSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let account: MercadoLibreAccount;
let warehouses: number[];
let webhookUrl: string;
const topics: ('orders_v2' | 'payments' | 'shipments')[] = ['orders_v2', 'payments', 'shipments'];
/** Webhooks reach this app, or (`false`) a port where nothing listens, so MercadoLibre keeps them as missed feeds. */
const deliverWebhooks = (live: boolean) =>
  control().configureApp({ ...mlApp, notificationUrl: live ? webhookUrl : 'http://127.0.0.1:9/api/webhooks/mercadolibre', topics });

const control = () => world.sandbox.control.mercadolibre;
const webhook = (body: object) => world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: body });
const hint = (topic: string, resource: string, id: string) =>
  webhook({ _id: id, topic, resource, user_id: account.user_id, application_id: Number(mlApp.clientId), attempts: 1 });

/** A product with stock in the first warehouse, listed on the sandbox through a publication linked to it. */
async function listedProduct(stock: number): Promise<{ productId: number; itemId: string }> {
  const [productId] = await world.createProducts(1, { stock });
  await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouses[0], quantity: stock, tms: new Date().toISOString() }).execute();
  const itemId = await sellerItem(world.sandbox, account.user_id, stock);
  const now = new Date().toISOString();
  await db
    .insertInto('mercadolibre_publications')
    .values({ ml_id: itemId, product_id: productId, account_id: account.id, title: 'Cafetera', status: 'published', created_at: now, updated_at: now })
    .execute();
  return { productId, itemId };
}

const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
const ordersOf = (saleId: string) =>
  db.selectFrom('orders').selectAll().where('channel', '=', 'mercadolibre').where('marketplace_order_id', '=', saleId).execute();
const inboxIdle = () => eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done' || row.status === 'failed'));
const orderWith = (saleId: string, check: (order: Record<string, unknown>) => boolean = () => true) =>
  eventually(async () => {
    const [order] = await ordersOf(saleId);
    return order && check(order) ? order : undefined;
  });

beforeAll(async () => {
  world = await startWorld();
  // The test lists its items with the sandbox's API beside the app's own stock and price pushes: one application's budget serves both.
  control().setRateLimit({ requestsPerSecond: 1000 });
  db = world.app.context.database.db;
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(world.app.app.server.address() as AddressInfo).port}/api/webhooks/mercadolibre`;
  account = await world.connectSeller('TIENDA_VENTAS');
  control().updateSettings({ webhookMaxAttempts: 2, webhookRetryBaseMs: 10 });
  deliverWebhooks(true);
  const now = new Date().toISOString();
  warehouses = [];
  for (const label of ['Principal', 'Secundario']) {
    const row = await db.insertInto('warehouses').values({ label, datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow();
    warehouses.push(Number(row.rowid));
  }
});
afterAll(async () => {
  await world.close();
});

describe('MercadoLibre sales become ERP orders', () => {
  it('makes one ERP order of a sale however often it arrives (redeliveries, order sync, missed feed), taking the stock once', async () => {
    const { productId, itemId } = await listedProduct(20);
    // First delivered only through the missed feeds (the webhooks failed), as the catch-up reads them.
    deliverWebhooks(false);
    const sale = control().placeOrder({ itemId, quantity: 3 });
    await eventually(
      async () =>
        control()
          .webhookDeliveries()
          .filter((delivery) => delivery.state === 'failed' && delivery.resource === `/orders/${sale.id}`).length > 0,
    );
    deliverWebhooks(true);
    expect(await readMissedFeeds(world.app.app.mercadolibre, new InboxRepository(db))).toBeGreaterThan(0);
    wakeInbox(world.app.context);
    const order = await orderWith(String(sale.id), (row) => row.stock_state === 'taken');
    expect(await stockOf(productId)).toBe(17);
    expect(order).toMatchObject({ status: 'validated', marketplace_status: 'paid', payment_status: 'approved', channel_account_id: account.id });
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', Number(order.rowid)).execute();
    expect(lines).toEqual([expect.objectContaining({ product_id: productId, listing_id: itemId, quantity: 3 })]);
    const client = await db.selectFrom('clients').selectAll().where('rowid', '=', Number(order.client_id)).executeTakeFirstOrThrow();
    expect(client.channel_buyer_key).toBe(`mercadolibre:${(sale.buyer as { id: number }).id}`);
    expect(client.name).toBe((sale.buyer as { nickname: string }).nickname);
    // Its sheet's last change is its creation, as for a customer created through the API.
    expect(client.tms).toBe(client.datec);

    // The sale announced once, its notification opening the ERP order.
    const announced = await eventually(async () => {
      const rows = await db.selectFrom('notifications').select(['data']).where('type', '=', 'order').where('resource_id', '=', String(sale.id)).execute();
      return rows.length ? rows : undefined;
    });
    expect(announced).toHaveLength(1);
    expect(JSON.parse(announced[0].data)).toMatchObject({ link: `/pedidos/${order.rowid}/show` });

    // Redelivered three times and synced by the task: still one order, stock 17.
    for (let index = 0; index < 3; index++) expect((await hint('orders_v2', `/orders/${sale.id}`, `again-${sale.id}-${index}`)).statusCode).toBe(200);
    const task = await world.app.context.tasks.create({
      type: taskTypes.syncOrders,
      accountId: account.id,
      items: [{ accountId: account.id }],
      createdBy: world.adminId,
    });
    expect(await waitForTask(world.app.context, task.id)).toMatchObject({ status: taskStatus.finished });
    await inboxIdle();
    expect(await ordersOf(String(sale.id))).toHaveLength(1);
    expect(await stockOf(productId)).toBe(17);
  });

  it('records one order and takes the stock once when the same sale is recorded concurrently, as several processes would', async () => {
    const { productId, itemId } = await listedProduct(20);
    const feature = world.app.app.mercadolibre;
    const seller = await feature.accounts.get(account.id);
    if (!seller) throw new Error('account gone');
    // Nothing delivered by webhook: only the concurrent recordings below record the sale.
    control().configureApp({ ...mlApp, topics });
    try {
      const sale = control().placeOrder({ itemId, quantity: 4 });
      const order = await feature.connector.request<MercadoLibreOrder>(account.id, { method: 'GET', path: `/orders/${sale.id}` });
      // Not through the process's shared recording: each runs its own transaction, as in separate processes.
      const recorded = await Promise.all(Array.from({ length: 8 }, () => recordMercadoLibreSale(feature, seller, order)));
      expect(new Set(recorded.map((each) => each?.orderId)).size).toBe(1);
      expect(recorded.filter((each) => each?.created)).toHaveLength(1);
      expect(await ordersOf(String(sale.id))).toHaveLength(1);
      expect(await stockOf(productId)).toBe(16);
    } finally {
      deliverWebhooks(true);
    }
  });

  it('records a sale once when its notifications are processed together in one process: one read of the order and of its shipment', async () => {
    const { productId, itemId } = await listedProduct(20);
    const feature = world.app.app.mercadolibre;
    const seller = await feature.accounts.get(account.id);
    if (!seller) throw new Error('account gone');
    control().configureApp({ ...mlApp, topics });
    // Every read of the sale's order and shipment, passed on to the sandbox (the stock push to the listing runs beside them).
    const request = feature.connector.request.bind(feature.connector);
    const reads: string[] = [];
    try {
      const sale = control().placeOrder({ itemId, quantity: 3 });
      const saleReads = [`/orders/${sale.id}`, `/shipments/${(sale.shipping as { id: number }).id}`];
      feature.connector.request = (accountId, call) => {
        if (saleReads.includes(call.path)) reads.push(call.path);
        return request(accountId, call);
      };
      // The news of all eight arrived before any of them began reading the order.
      const newsAt = Date.now() - 1_000;
      const recorded = await Promise.all(Array.from({ length: 8 }, () => recordSaleOfOrderId(feature, seller, sale.id, undefined, newsAt)));
      expect(new Set(recorded.map((each) => each?.orderId)).size).toBe(1);
      expect(reads).toEqual(saleReads);
      expect(await ordersOf(String(sale.id))).toHaveLength(1);
      expect(await stockOf(productId)).toBe(17);
      // News that arrived after that recording began reads the order again.
      await recordSaleOfOrderId(feature, seller, sale.id);
      expect(reads).toEqual([...saleReads, ...saleReads]);
      expect(await stockOf(productId)).toBe(17);
    } finally {
      feature.connector.request = request;
      deliverWebhooks(true);
    }
  });

  it('makes one order with two lines of a pack of two items', async () => {
    const first = await listedProduct(10);
    const second = await listedProduct(10);
    const orders = control().placePack({
      items: [
        { itemId: first.itemId, quantity: 2 },
        { itemId: second.itemId, quantity: 1 },
      ],
    });
    const packId = String(orders[0].pack_id);
    const order = await orderWith(packId, (row) => row.stock_state === 'taken');
    await inboxIdle();
    expect(await ordersOf(packId)).toHaveLength(1);
    expect(order.marketplace_order_ids).toBe(orders.map((each) => String(each.id)).join(','));
    const lines = await db.selectFrom('order_lines').select(['product_id', 'quantity']).where('order_id', '=', Number(order.rowid)).orderBy('rowid').execute();
    expect(lines).toEqual([
      { product_id: first.productId, quantity: 2 },
      { product_id: second.productId, quantity: 1 },
    ]);
    expect([await stockOf(first.productId), await stockOf(second.productId)]).toEqual([8, 9]);
  });

  it('adds the orders MercadoLibre attaches to a pack later, taking their stock once', async () => {
    const first = await listedProduct(10);
    const second = await listedProduct(10);
    const pack: ChannelSale = {
      channel: 'mercadolibre',
      accountId: account.id,
      saleId: 'pack-attached-later',
      orderIds: ['9001'],
      buyer: { id: '78', name: 'Comprador de paquete', email: null, nickname: null },
      lines: [{ orderId: '9001', listingId: first.itemId, productId: first.productId, title: 'Cafetera', quantity: 2, unitPrice: 100 }],
      status: 'paid',
      paymentStatus: 'approved',
      shipmentStatus: 'ready_to_ship',
      shipmentSubstatus: 'ready_to_print',
      logisticType: 'drop_off',
      tags: ['paid', 'pack_order'],
      totalPaid: 200,
      shipmentDates: {},
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
      stockMoment: 'paid',
      warehouseId: null,
    };
    await recordChannelSale(world.app.context, pack);
    const whole: ChannelSale = {
      ...pack,
      orderIds: ['9001', '9002'],
      lines: [...pack.lines, { orderId: '9002', listingId: second.itemId, productId: second.productId, title: 'Molino', quantity: 3, unitPrice: 50 }],
      updatedAt: '2026-01-02T10:05:00.000Z',
    };
    await Promise.all([recordChannelSale(world.app.context, whole), recordChannelSale(world.app.context, whole)]);
    const [order] = await ordersOf('pack-attached-later');
    expect(order).toMatchObject({ marketplace_order_ids: '9001,9002', total: 350 });
    const lines = await db.selectFrom('order_lines').select(['product_id', 'quantity']).where('order_id', '=', Number(order.rowid)).orderBy('rowid').execute();
    expect(lines).toEqual([
      { product_id: first.productId, quantity: 2 },
      { product_id: second.productId, quantity: 3 },
    ]);
    expect([await stockOf(first.productId), await stockOf(second.productId)]).toEqual([8, 7]);
  });

  it('reserves the stock at creation when the account says so, and does not take it again when paid', async () => {
    const settings = await world.app.call({
      method: 'PUT',
      url: `/api/mercadolibre/credentials/${account.id}/sales_settings`,
      payload: { sales_stock_moment: 'created', sales_warehouse_id: warehouses[1] },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ sales_stock_moment: 'created', sales_warehouse_id: warehouses[1] });
    const refused = await world.app.call({
      method: 'PUT',
      url: `/api/mercadolibre/credentials/${account.id}/sales_settings`,
      payload: { sales_stock_moment: 'later', sales_warehouse_id: 999_999 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation', fields: { sales_stock_moment: expect.any(String) } });
    try {
      const { productId, itemId } = await listedProduct(10);
      const sale = control().placeOrder({ itemId, quantity: 2, paid: false });
      const order = await orderWith(String(sale.id), (row) => row.stock_state === 'taken');
      expect(order).toMatchObject({ marketplace_status: 'pending', payment_status: 'pending' });
      // The second warehouse is the account's, but it has nothing: the units come from the first one.
      expect(await stockOf(productId)).toBe(8);
      control().payOrder({ orderId: Number(sale.id) });
      await orderWith(String(sale.id), (row) => row.marketplace_status === 'paid' && row.payment_status === 'approved');
      await inboxIdle();
      expect(await stockOf(productId)).toBe(8);
    } finally {
      await world.app.call({
        method: 'PUT',
        url: `/api/mercadolibre/credentials/${account.id}/sales_settings`,
        payload: { sales_stock_moment: 'paid', sales_warehouse_id: null },
      });
    }
  });

  it('refuses a change of the sales settings made from an older version of them, sent together or after', async () => {
    const url = `/api/mercadolibre/credentials/${account.id}/sales_settings`;
    const loaded = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json();
    const version = loaded.find((one: { id: number }) => one.id === account.id).sales_settings_version;
    const change = (sales_stock_moment: string, sales_warehouse_id: number | null) =>
      world.app.call({ method: 'PUT', url, payload: { sales_stock_moment, sales_warehouse_id, sales_settings_version: version } });
    try {
      const answers = await Promise.all([change('created', warehouses[1]), change('paid', warehouses[0])]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [kept, refused] = answers[0].statusCode === 200 ? answers : [answers[1], answers[0]];
      expect(refused.json()).toMatchObject({ error: 'conflict', current: { sales_settings_version: kept.json().sales_settings_version } });
      expect(kept.json().sales_settings_version).not.toBe(version);
      // The same version sent again, after the change, is just as old.
      expect((await change('paid', null)).statusCode).toBe(409);
    } finally {
      await world.app.call({ method: 'PUT', url, payload: { sales_stock_moment: 'paid', sales_warehouse_id: null } });
    }
  });

  it('gives the stock back once when the sale is cancelled, however often the cancellation arrives', async () => {
    const { productId, itemId } = await listedProduct(20);
    const sale = control().placeOrder({ itemId, quantity: 5 });
    await orderWith(String(sale.id), (row) => row.stock_state === 'taken');
    expect(await stockOf(productId)).toBe(15);
    control().cancelOrder({ orderId: Number(sale.id) });
    const order = await orderWith(String(sale.id), (row) => row.stock_state === 'returned');
    expect(order).toMatchObject({ status: 'cancelled', marketplace_status: 'cancelled', payment_status: 'refunded', shipment_status: 'cancelled' });
    for (let index = 0; index < 2; index++) await hint('orders_v2', `/orders/${sale.id}`, `cancel-again-${sale.id}-${index}`);
    await inboxIdle();
    expect(await stockOf(productId)).toBe(20);
    const restock = await world.app.call({ method: 'POST', url: `/api/erp/orders/${order.rowid}/restock` });
    expect(restock.statusCode).toBe(409);
  });

  it('puts a returned sale back on the shelf once ("Devolver al stock")', async () => {
    const { productId, itemId } = await listedProduct(20);
    const sale = control().placeOrder({ itemId, quantity: 2 });
    const order = await orderWith(String(sale.id), (row) => row.stock_state === 'taken');
    await inboxIdle();
    const answers = await Promise.all([1, 2, 3].map(() => world.app.call({ method: 'POST', url: `/api/erp/orders/${order.rowid}/restock` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({ stock_state: 'returned' });
    expect(await stockOf(productId)).toBe(20);
    // A marketplace order follows the marketplace: the ERP's own cancel would give the stock back a second time.
    expect((await world.app.call({ method: 'POST', url: `/api/erp/orders/${order.rowid}/cancel` })).statusCode).toBe(409);
  });

  it('keeps a line whose listing has no product, taking no stock for it, and records a shortage without going below zero', async () => {
    const unlisted = await sellerItem(world.sandbox, account.user_id, 5);
    const lone = control().placeOrder({ itemId: unlisted, quantity: 1 });
    const order = await orderWith(String(lone.id), (row) => row.stock_state === 'taken');
    expect(JSON.parse(String(order.stock_warnings))).toEqual([{ kind: 'unlinked', title: expect.any(String), listing: unlisted }]);
    const lines = await db.selectFrom('order_lines').select(['product_id', 'listing_id']).where('order_id', '=', Number(order.rowid)).execute();
    expect(lines).toEqual([{ product_id: null, listing_id: unlisted }]);

    const { productId, itemId } = await listedProduct(3);
    await db.updateTable('product_stock').set({ quantity: 1 }).where('product_id', '=', productId).execute();
    await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouses[1], quantity: 1, tms: new Date().toISOString() }).execute();
    const short = control().placeOrder({ itemId, quantity: 3 });
    const shortOrder = await orderWith(String(short.id), (row) => row.stock_state === 'taken');
    // Announced with what is missing as data, so the bell can say it in the reader's language.
    const shortage = await eventually(() =>
      db.selectFrom('notifications').select(['data']).where('resource_id', '=', String(shortOrder.ref)).executeTakeFirst(),
    );
    const { label } = await db.selectFrom('products').select('label').where('rowid', '=', productId).executeTakeFirstOrThrow();
    expect(JSON.parse(shortage.data)).toMatchObject({ sentence: 'sale_shortage', sale_id: String(short.id), missing: [{ units: 1, label }] });
    // Stored on the order as data too, so its sheet says it in the reader's language.
    expect(JSON.parse(String(shortOrder.stock_warnings))).toEqual([{ kind: 'shortage', units: 1, label }]);
    expect(await stockOf(productId)).toBe(0);
    const rows = await db.selectFrom('product_stock').select('quantity').where('product_id', '=', productId).execute();
    expect(rows.every((row) => Number(row.quantity) === 0)).toBe(true);
  });

  it('never moves an order back on a late or out-of-order report', async () => {
    const { productId } = await listedProduct(10);
    const base: ChannelSale = {
      channel: 'mercadolibre',
      accountId: account.id,
      saleId: 'late-report-1',
      orderIds: ['late-report-1'],
      buyer: { id: '77', name: 'Comprador tardío', email: null, nickname: null },
      lines: [{ orderId: 'late-report-1', listingId: 'MLM-LATE', productId, title: 'Cafetera', quantity: 1, unitPrice: 100 }],
      status: 'paid',
      paymentStatus: 'approved',
      shipmentStatus: 'delivered',
      shipmentSubstatus: null,
      logisticType: 'drop_off',
      tags: ['paid', 'delivered'],
      totalPaid: 100,
      shipmentDates: { delivered: '2026-01-01T12:00:00.000Z' },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T12:00:00.000Z',
      stockMoment: 'paid',
      warehouseId: null,
    };
    await recordChannelSale(world.app.context, base);
    // Older than what was applied: ignored whole.
    await recordChannelSale(world.app.context, {
      ...base,
      status: 'pending',
      paymentStatus: 'pending',
      shipmentStatus: 'shipped',
      shipmentSubstatus: 'out_for_delivery',
      shipmentDates: { shipped: '2026-01-01T11:00:00.000Z' },
      updatedAt: '2026-01-01T11:00:00.000Z',
    });
    // Newer but behind: a late "payment pending" after "approved", "shipped" after "delivered".
    await recordChannelSale(world.app.context, {
      ...base,
      paymentStatus: 'pending',
      shipmentStatus: 'shipped',
      shipmentSubstatus: 'out_for_delivery',
      updatedAt: '2026-01-01T13:00:00.000Z',
    });
    const [order] = await ordersOf('late-report-1');
    expect(order).toMatchObject({ marketplace_status: 'paid', payment_status: 'approved', shipment_status: 'delivered', stock_state: 'taken' });
    // The shipment's details stay those of the status kept.
    expect(order).toMatchObject({ shipment_substatus: null, shipment_dates: JSON.stringify(base.shipmentDates) });
    expect(await stockOf(productId)).toBe(9);
    // A cancellation reported after the fact still gives the stock back, and a late "paid" does not take it again.
    await recordChannelSale(world.app.context, { ...base, status: 'cancelled', updatedAt: '2026-01-01T14:00:00.000Z' });
    await recordChannelSale(world.app.context, { ...base, updatedAt: '2026-01-01T15:00:00.000Z' });
    expect(await ordersOf('late-report-1')).toEqual([expect.objectContaining({ marketplace_status: 'cancelled', stock_state: 'returned' })]);
    expect(await stockOf(productId)).toBe(10);
  });
});
