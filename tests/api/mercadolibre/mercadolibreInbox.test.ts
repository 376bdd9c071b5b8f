import { ColumnNode, type Kysely, type KyselyPlugin, UpdateQueryNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import type { Tables } from '../../../server/db/tables';
import { startMercadoLibreInbox } from '../../../server/marketplaces/mercadolibre';
import { InboxProcessor } from '../../../server/marketplaces/mercadolibre/inbox/inboxProcessor';
import { InboxRepository } from '../../../server/marketplaces/mercadolibre/inbox/inboxRepository';
import { fastWorker, waitForTask } from '../tasksSupport';
import { inboxRows, notificationsOf, sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, sleep, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let inbox: { stop(): Promise<void> } | undefined;
const webhook = (body: object) => world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: body });
const sentToMarketplace = () => [...world.app.app.mercadolibre.connector.sent.values()].reduce((sum, count) => sum + count, 0);
/** (Re)starts this process's inbox, which catches up (missed feeds, order sync) as a server start does. */
const restartInbox = async () => {
  await inbox?.stop();
  inbox = await startMercadoLibreInbox(world.app.app.mercadolibre, world.app.app.log);
};

/** Fails the first `count` statements that store an inbox outcome (only those set `error`), as a database blip would. */
function failingOutcomes(count: number): KyselyPlugin {
  let failed = 0;
  return {
    transformQuery: ({ node }) => {
      const storesOutcome = UpdateQueryNode.is(node) && (node.updates ?? []).some(({ column }) => ColumnNode.is(column) && column.column.name === 'error');
      if (storesOutcome && failed < count) {
        failed += 1;
        throw new Error('the database is unavailable');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

beforeAll(async () => {
  // No notification URL yet: the sandbox's own webhooks go nowhere unless a test sets one.
  // A read may take 8 s here without timing out: a slow resource must stay in hand while others go by.
  world = await startWorld({ ML_INBOX_LEASE_SECONDS: '1', ML_TIMEOUT_MS: '15000' }, { worker: false });
  db = world.app.context.database.db;
  await world.app.context.tasks.startWorker(fastWorker);
});
afterAll(async () => {
  await inbox?.stop();
  await world.close();
});

describe('the MercadoLibre webhook inbox', () => {
  let account: MercadoLibreAccount;
  let itemId: string;
  const hint = (topic: string, resource: string, id: string) =>
    webhook({ _id: id, topic, resource, user_id: account.user_id, application_id: Number(mlApp.clientId) });

  beforeAll(async () => {
    account = await world.connectSeller('TIENDA_BUZON');
    itemId = await sellerItem(world.sandbox, account.user_id);
    await restartInbox();
  });

  it('stores a notification delivered three times once and announces the sale once', async () => {
    const order = world.sandbox.control.mercadolibre.placeOrder({ itemId });
    const body = {
      _id: 'f9f08571-0001',
      resource: `/orders/${order.id}`,
      user_id: account.user_id,
      topic: 'orders_v2',
      application_id: Number(mlApp.clientId),
      attempts: 1,
    };
    const answers = await Promise.all([webhook(body), webhook({ ...body, attempts: 2 }), webhook({ ...body, user_id: String(account.user_id), attempts: 3 })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    // The start's order sync may add its own hint for the order (`sync:…`), done on its own time: wait for the delivered one.
    const delivered = async () => (await inboxRows(db)).filter((row) => row.resource === `/orders/${order.id}` && !row.notification_id.startsWith('sync:'));
    await eventually(async () => (await delivered()).some((row) => row.status === 'done'));
    // The three deliveries make one row.
    expect(await delivered()).toEqual([{ topic: 'orders_v2', resource: `/orders/${order.id}`, notification_id: body._id, status: 'done' }]);
    await sleep(200);
    const sales = (await notificationsOf(db, world.adminId, 'order')).filter((row) => row.resource_id === String(order.id));
    expect(sales).toHaveLength(1);
  });

  it('reads a resource once for all the hints pending about it, and announces a sale once however often it is read', async () => {
    const control = world.sandbox.control.mercadolibre;
    const order = control.placeOrder({ itemId });
    const shipment = `/shipments/${(order.shipping as { id: number }).id}`;
    // A harmless fault per path counts the reads: each read of the path uses up one.
    control.injectFault({ kind: 'latency', method: 'GET', path: shipment, delayMs: 1, count: 10 });
    control.injectFault({ kind: 'latency', method: 'GET', path: `/orders/${order.id}`, delayMs: 1, count: 10 });
    const remaining = (path: string) => control.pendingFaults().find((rule) => rule.path === path)?.count ?? 0;

    await inbox?.stop();
    for (let index = 0; index < 5; index++) expect((await hint('shipments', shipment, `again-${index}`)).statusCode).toBe(200);
    await restartInbox();
    await eventually(async () => (await inboxRows(db)).filter((row) => row.notification_id.startsWith('again-') && row.status === 'done').length === 5);
    // The five hints read it once; the start's order sync may read it up to three times more: for the order, its payment and its shipment.
    expect(remaining(shipment)).toBeGreaterThanOrEqual(6);

    expect((await hint('orders_v2', `/orders/${order.id}`, 'sale-first')).statusCode).toBe(200);
    await eventually(async () => (await notificationsOf(db, world.adminId, 'order')).some((row) => row.resource_id === String(order.id)));
    // Later hints read the order again (its statuses move the ERP order) but announce nothing new.
    for (let index = 0; index < 5; index++) await hint('orders_v2', `/orders/${order.id}`, `sale-again-${index}`);
    await eventually(async () => (await inboxRows(db)).filter((row) => row.notification_id.startsWith('sale-') && row.status === 'done').length === 6);
    expect((await notificationsOf(db, world.adminId, 'order')).filter((row) => row.resource_id === String(order.id))).toHaveLength(1);
    control.clearFaults();
  });

  it('reads a new sale while a slow read of another resource, hinted again meanwhile, is still in hand', async () => {
    const control = world.sandbox.control.mercadolibre;
    // An item: the start's catch-up, which may still be reading the account's orders, never reads one.
    const slowItem = `/items/${itemId}`;
    control.injectFault({ kind: 'latency', method: 'GET', path: slowItem, delayMs: 8_000, count: 1 });
    const rowOf = (id: string) => db.selectFrom('mercadolibre_inbox').select(['status', 'locked_by']).where('notification_id', '=', id).executeTakeFirst();
    expect((await hint('items', slowItem, 'slow-first')).statusCode).toBe(200);
    await eventually(async () => (await rowOf('slow-first'))?.locked_by);
    // A second hint of the resource in hand waits for the first; the sale after it must not.
    expect((await hint('items', slowItem, 'slow-again')).statusCode).toBe(200);
    const sale = control.placeOrder({ itemId });
    expect((await hint('orders_v2', `/orders/${sale.id}`, 'sale-behind-slow')).statusCode).toBe(200);

    await eventually(async () => (await notificationsOf(db, world.adminId, 'order')).some((row) => row.resource_id === String(sale.id)), 7_000);
    expect(await rowOf('slow-first')).toMatchObject({ status: 'pending' });
    await eventually(async () => (await rowOf('slow-again'))?.status === 'done', 20_000);
  }, 30_000);

  it('refuses another application or a seller that is not ours without storing or asking MercadoLibre anything', async () => {
    const rowsBefore = (await inboxRows(db)).length;
    const sentBefore = sentToMarketplace();
    const forged = Array.from({ length: 40 }, (_, index) => ({
      _id: `forged-${index}`,
      resource: `/orders/${9_000 + index}`,
      topic: 'orders_v2',
      user_id: index % 2 ? account.user_id : 500_000 + index,
      application_id: index % 2 ? 1234 : Number(mlApp.clientId),
    }));
    const answers = await Promise.all(forged.map(webhook));
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(20);
    expect(answers[0].json()).toEqual({ error: 'not_found', message: 'Vendedor desconocido' });
    await sleep(200);
    expect((await inboxRows(db)).length).toBe(rowsBefore);
    expect(sentToMarketplace()).toBe(sentBefore);
  });

  it("refuses a notification naming one of our sellers whose resource is not its topic's kind of record, reading nothing", async () => {
    const rowsBefore = (await inboxRows(db)).length;
    const sentBefore = sentToMarketplace();
    const pointers = [
      ['orders_v2', '/users/me'],
      ['orders_v2', '/orders/1/../../users/me'],
      ['payments', '/orders/123'],
      ['items', '/items/MLM1?attributes=seller_address'],
      ['questions', '/questions/abc'],
      ['claims', '/post-purchase/v1/claims/1/../../../users/me'],
      ['messages', '/packs/1/../../users/me'],
    ];
    const answers = await Promise.all(pointers.map(([topic, resource], index) => hint(topic, resource, `off-shape-${index}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(pointers.map(() => 400));
    expect(answers[0].json()).toMatchObject({ error: 'validation', fields: { resource: 'El valor no es válido' } });
    await sleep(200);
    expect((await inboxRows(db)).length).toBe(rowsBefore);
    expect(sentToMarketplace()).toBe(sentBefore);
  });

  it('answers a malformed notification with a clear 400, not a 500', async () => {
    const answer = await webhook({ resource: '', topic: 'orders_v2' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('works a notification again when the database lost its outcome, announcing it once', async () => {
    const row = (id: string) => db.selectFrom('mercadolibre_inbox').select(['status', 'attempts']).where('notification_id', '=', id).executeTakeFirst();
    const processWith = async (lostOutcomes: number, notificationId: string) => {
      const sale = world.sandbox.control.mercadolibre.placeOrder({ itemId });
      expect((await hint('orders_v2', `/orders/${sale.id}`, notificationId)).statusCode).toBe(200);
      const processor = new InboxProcessor(
        world.app.app.mercadolibre,
        new InboxRepository(db.withPlugin(failingOutcomes(lostOutcomes))),
        { pollMs: 50, leaseMs: 1_000, concurrency: 2, maxAttempts: 8, retryBaseMs: 100, retryMaxMs: 1_000 },
        { warn: () => undefined, error: () => undefined },
      );
      await processor.start();
      try {
        await eventually(async () => (await row(notificationId))?.status === 'done', 8_000);
      } finally {
        await processor.stop();
      }
      expect((await notificationsOf(db, world.adminId, 'order')).filter((notification) => notification.resource_id === String(sale.id))).toHaveLength(1);
    };
    await inbox?.stop();
    // Storing "done" failed: the notification is tried again (and stored as done), not marked failed.
    await processWith(1, 'done-lost');
    // Storing the retry failed too: its claim, no longer renewed, lapses within the lease and the row comes back.
    await processWith(2, 'retry-lost');
    await restartInbox();
  });

  it('catches up from the missed feeds on start what MercadoLibre could not deliver while we were down', async () => {
    const control = world.sandbox.control.mercadolibre;
    // Down past the retry window: every attempt fails (nothing listens there) and the sandbox gives up quickly.
    control.updateSettings({ webhookMaxAttempts: 2, webhookRetryBaseMs: 10 });
    control.configureApp({ ...mlApp, notificationUrl: 'http://127.0.0.1:9/api/webhooks/mercadolibre', topics: ['orders_v2', 'payments', 'shipments'] });
    const orders = [control.placeOrder({ itemId }), control.placeOrder({ itemId })];
    const paymentIds = orders.map((order) => String((order.payments as { id: number }[])[0].id));
    await eventually(async () => control.webhookDeliveries().filter((delivery) => delivery.state === 'failed').length >= 6);
    const missedIds = control
      .webhookDeliveries()
      .filter((delivery) => delivery.state === 'failed')
      .map((delivery) => delivery.id);

    await restartInbox();
    // The previous test's start round may still be syncing orders, and announce these sales before this
    // start reads the feed: wait for the missed notifications themselves, stored under MercadoLibre's ids.
    await eventually(async () => {
      const stored = new Set((await inboxRows(db)).map((row) => row.notification_id));
      return missedIds.every((id) => stored.has(id));
    });
    await eventually(async () => (await notificationsOf(db, world.adminId, 'payment')).filter((row) => paymentIds.includes(row.resource_id)).length === 2);
    await eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done'));
    const sales = (await notificationsOf(db, world.adminId, 'order')).filter((row) => orders.some((order) => String(order.id) === row.resource_id));
    expect(sales).toHaveLength(2);

    // Reading the feed again (the next round) stores nothing new and announces nothing twice.
    const rowsBefore = (await inboxRows(db)).length;
    await restartInbox();
    await sleep(300);
    expect((await inboxRows(db)).length).toBe(rowsBefore);
    expect((await notificationsOf(db, world.adminId, 'payment')).filter((row) => paymentIds.includes(row.resource_id))).toHaveLength(2);
    control.configureApp({ ...mlApp, topics: ['items', 'questions', 'orders_v2', 'payments', 'shipments'] });
  });

  it('catches up on start the buyer questions asked while no webhook arrived', async () => {
    const question = world.sandbox.control.mercadolibre.createQuestion({ itemId, text: '¿Lo tienen en color negro?' });
    await restartInbox();
    const announced = async () => (await notificationsOf(db, world.adminId, 'question')).filter((row) => row.resource_id === String(question.id));
    await eventually(async () => (await announced()).length > 0);
    await eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done'));
    expect(await announced()).toHaveLength(1);
    // The question is stored too, as the screen lists it.
    const stored = await db.selectFrom('mercadolibre_questions').selectAll().where('ml_id', '=', String(question.id)).execute();
    expect(stored).toMatchObject([{ account_id: account.id, item_id: itemId, text: '¿Lo tienen en color negro?', status: 'UNANSWERED' }]);
    const cursor = await db
      .selectFrom('mercadolibre_sync_cursors')
      .select('cursor')
      .where('account_id', '=', account.id)
      .where('kind', '=', 'questions')
      .executeTakeFirstOrThrow();
    expect(cursor.cursor >= String(question.date_created)).toBe(true);
  });

  it('syncs orders changed since the cursor as a task, announcing each new sale once', async () => {
    const control = world.sandbox.control.mercadolibre;
    const orders = Array.from({ length: 3 }, () => control.placeOrder({ itemId }));
    const orderIds = orders.map((order) => String(order.id));
    const task = await world.app.context.tasks.create({
      type: taskTypes.syncOrders,
      accountId: account.id,
      items: [{ accountId: account.id }],
      createdBy: world.adminId,
    });
    expect(await waitForTask(world.app.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 1 });
    await eventually(async () => (await notificationsOf(db, world.adminId, 'order')).filter((row) => orderIds.includes(row.resource_id)).length === 3);

    const cursor = await db
      .selectFrom('mercadolibre_sync_cursors')
      .select('cursor')
      .where('account_id', '=', account.id)
      .where('kind', '=', 'orders')
      .executeTakeFirstOrThrow();
    expect(cursor.cursor >= String(orders[2].last_updated)).toBe(true);

    const again = await world.app.context.tasks.create({
      type: taskTypes.syncOrders,
      accountId: account.id,
      items: [{ accountId: account.id }],
      createdBy: world.adminId,
    });
    expect(await waitForTask(world.app.context, again.id)).toMatchObject({ status: taskStatus.finished });
    await eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done'));
    expect((await notificationsOf(db, world.adminId, 'order')).filter((row) => orderIds.includes(row.resource_id))).toHaveLength(3);
  });
});
