import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, testApp, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string };
let itemId: string;
beforeAll(async () => {
  ml = await startMercadoLibre({ mercadolibre: { settings: { requestsPerSecond: 1000, webhookMaxAttempts: 2, webhookRetryBaseMs: 10 } } });
  // Nothing listens on port 9: every delivery fails, as when the receiver is down past the retries.
  ml.sandbox.control.mercadolibre.configureApp({ ...testApp, notificationUrl: 'http://127.0.0.1:9/webhooks', topics: ['items', 'orders_v2'] });
  seller = await ml.connectedSeller();
  itemId = ((await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() })).json()) as { id: string }).id;
});
afterAll(() => ml.sandbox.close());

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

describe('MercadoLibre sandbox: missed feeds', () => {
  it('lists the notifications no attempt delivered, with the last request and its failed answer', async () => {
    const control = ml.sandbox.control.mercadolibre;
    const order = control.placeOrder({ itemId });
    const deadline = Date.now() + 5_000;
    while (control.webhookDeliveries().some((delivery) => delivery.state === 'pending') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const { status, body } = await json(await ml.call(`/missed_feeds?app_id=${testApp.clientId}&topic=orders_v2`, { token: seller.token }));
    expect(status).toBe(200);
    const messages = body.messages as Record<string, unknown>[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      resource: `/orders/${order.id}`,
      topic: 'orders_v2',
      user_id: seller.id,
      application_id: Number(testApp.clientId),
      attempts: 2,
    });
    expect(messages[0]._id).toEqual(control.webhookDeliveries({ topic: 'orders_v2' })[0].id);
    expect(messages[0].request).toMatchObject({ url: 'http://127.0.0.1:9/webhooks' });
    expect(messages[0].response).toMatchObject({ http_code: 0 });

    const all = await json(await ml.call(`/missed_feeds?app_id=${testApp.clientId}&limit=1&offset=1`, { token: seller.token }));
    expect(all.body.messages).toHaveLength(1);
  });

  it('needs app_id and answers only the caller application', async () => {
    expect((await ml.call('/missed_feeds', { token: seller.token })).status).toBe(400);
    expect((await ml.call('/missed_feeds?app_id=999', { token: seller.token })).status).toBe(403);
    expect((await ml.call(`/missed_feeds?app_id=${testApp.clientId}&limit=500`, { token: seller.token })).status).toBe(400);
  });
});

describe('MercadoLibre sandbox: order search by last update', () => {
  it('filters on order.date_last_updated and refuses a date it cannot read', async () => {
    const order = ml.sandbox.control.mercadolibre.placeOrder({ itemId });
    const search = (query: string) => ml.call(`/orders/search?seller=${seller.id}&${query}`, { token: seller.token }).then(json);
    const since = (await search(`order.date_last_updated.from=${encodeURIComponent(String(order.last_updated))}`)).body;
    expect((since.results as { id: number }[]).map((found) => found.id)).toContain(order.id);
    const later = (await search(`order.date_last_updated.from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString().replace('Z', '-00:00'))}`))
      .body;
    expect(later.results).toEqual([]);
    expect((await search('order.date_last_updated.from=ayer')).status).toBe(400);
  });
});

describe('MercadoLibre sandbox: lost and duplicated notifications', () => {
  it('posts a duplicated notification twice with the same _id, and a lost one never, nor lists it in the missed feeds', async () => {
    const control = ml.sandbox.control.mercadolibre;
    const received: { _id: string; resource: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body) as { _id: string; resource: string });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    control.configureApp({ ...testApp, notificationUrl: `http://127.0.0.1:${port}/webhooks`, topics: ['orders_v2'] });
    try {
      control.updateSettings({ webhookDuplicateRate: 1 });
      const doubled = control.placeOrder({ itemId });
      await expect.poll(() => received.filter((body) => body.resource === `/orders/${doubled.id}`).length).toBe(2);
      const [first, second] = received.filter((body) => body.resource === `/orders/${doubled.id}`);
      expect(second._id).toBe(first._id);

      control.updateSettings({ webhookDuplicateRate: 0, webhookDropRate: 1 });
      const lost = control.placeOrder({ itemId });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received.filter((body) => body.resource === `/orders/${lost.id}`)).toEqual([]);
      expect(control.webhookDeliveries({ topic: 'orders_v2' }).find((delivery) => delivery.resource === `/orders/${lost.id}`)?.state).toBe('dropped');
      const missed = await json(await ml.call(`/missed_feeds?app_id=${testApp.clientId}&topic=orders_v2&limit=100`, { token: seller.token }));
      expect((missed.body.messages as { resource: string }[]).map((message) => message.resource)).not.toContain(`/orders/${lost.id}`);
    } finally {
      control.updateSettings({ webhookDuplicateRate: 0, webhookDropRate: 0 });
      receiver.close();
    }
  });

  it('moves a shipment without touching its order when told', async () => {
    const control = ml.sandbox.control.mercadolibre;
    const order = control.placeOrder({ itemId });
    const shipmentId = (order.shipping as { id: number }).id;
    control.advanceClock(60);
    control.updateShipment({ shipmentId, status: 'shipped', touchOrders: false });
    const after = await json(await ml.call(`/orders/${order.id}`, { token: seller.token }));
    expect(after.body.last_updated).toBe(order.last_updated);
    const shipment = await json(await ml.call(`/shipments/${shipmentId}`, { token: seller.token }));
    expect(shipment.body.status).toBe('shipped');
  });
});
