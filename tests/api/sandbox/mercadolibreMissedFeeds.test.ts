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
