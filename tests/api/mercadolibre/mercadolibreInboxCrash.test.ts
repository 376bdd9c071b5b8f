import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, type CrashHarness, salePointers, startCrashHarness } from './crashHarness';
import { inboxRows, notificationsOf, sellerItem } from './inboxSupport';
import { eventually, sleep } from './mercadoLibreTestSupport';

let harness: CrashHarness;
beforeAll(async () => {
  harness = await startCrashHarness('inbox-crash');
});
afterAll(() => harness.close());

describe('a server killed right after acknowledging a burst of webhooks', () => {
  it('processes every one after the restart, announcing each sale, payment and shipment once', async () => {
    const control = harness.sandbox.control.mercadolibre;
    await harness.start();
    const { sellerId } = await harness.connectSeller('TIENDA_CAIDA');

    // Twenty sales; their notifications are posted by the test below, in one burst.
    const itemId = await sellerItem(harness.sandbox, sellerId);
    const pointers = Array.from({ length: 20 }, () => control.placeOrder({ itemId })).flatMap(salePointers);
    // Every read of a resource is slow, so most of the burst is still unprocessed when the process dies.
    control.injectFault({ kind: 'latency', method: 'GET', delayMs: 400, count: 1_000 });
    expect(await harness.postHints(sellerId, pointers, 'burst')).toEqual(pointers.map(() => 200));
    await harness.kill();

    const beside = harness.openServerDatabase();
    try {
      const stored = await inboxRows(beside.db);
      expect(stored.filter((row) => row.notification_id.startsWith('burst-'))).toHaveLength(60);
      expect(stored.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);

      control.clearFaults();
      await harness.start();
      await eventually(async () => (await inboxRows(beside.db)).every((row) => row.status === 'done'), 20_000);
      await sleep(300);
      const adminId = Number((await beside.db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id);
      const announced = await notificationsOf(beside.db, adminId);
      for (const type of ['order', 'payment', 'shipping']) expect(announced.filter((row) => row.type === type)).toHaveLength(20);
      expect(new Set(announced.map((row) => `${row.type}:${row.resource_id}`)).size).toBe(announced.length);
    } finally {
      await beside.close();
    }
  }, 60_000);

  it('a server stopped with notifications still pending processes them all once started again on the same database', async () => {
    const control = harness.sandbox.control.mercadolibre;
    const { sellerId } = await harness.connectSeller('TIENDA_REINICIO');
    const itemId = await sellerItem(harness.sandbox, sellerId);
    const pointers = Array.from({ length: 10 }, () => control.placeOrder({ itemId })).flatMap(salePointers);
    control.injectFault({ kind: 'latency', method: 'GET', delayMs: 300, count: 1_000 });
    expect(await harness.postHints(sellerId, pointers, 'restart')).toEqual(pointers.map(() => 200));
    await harness.stop();

    const beside = harness.openServerDatabase();
    try {
      const stored = (await inboxRows(beside.db)).filter((row) => row.notification_id.startsWith('restart-'));
      expect(stored).toHaveLength(30);
      expect(stored.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);

      control.clearFaults();
      await harness.start();
      await eventually(async () => (await inboxRows(beside.db)).every((row) => row.status === 'done'), 20_000);
      await sleep(300);
      const adminId = Number((await beside.db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id);
      const resources = new Set(pointers.map(([, resource]) => resource.split('/').at(-1)));
      const announced = (await notificationsOf(beside.db, adminId)).filter((row) => resources.has(row.resource_id));
      for (const type of ['order', 'payment', 'shipping']) expect(announced.filter((row) => row.type === type)).toHaveLength(10);
      expect(new Set(announced.map((row) => `${row.type}:${row.resource_id}`)).size).toBe(announced.length);
    } finally {
      await beside.close();
    }
  }, 60_000);
});
