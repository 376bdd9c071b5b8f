import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, testApp, validPhone } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
let seller: { id: number; token: string; refreshToken: string };
beforeAll(async () => {
  ml = await startMercadoLibre();
});
beforeEach(async () => {
  ml.sandbox.control.mercadolibre.clearFaults();
  ml.sandbox.control.mercadolibre.setRateLimit({ requestsPerSecond: 50, sendRetryAfter: true });
  seller = await ml.connectedSeller();
});
afterAll(() => ml.sandbox.close());

const refresh = (refreshToken: string) =>
  ml.tokenRequest({ grant_type: 'refresh_token', client_id: testApp.clientId, client_secret: testApp.clientSecret, refresh_token: refreshToken });

describe('MercadoLibre sandbox: rate limit per application', () => {
  it('answers 429 with Retry-After and the error body past the configured requests per second', async () => {
    ml.sandbox.control.mercadolibre.setRateLimit({ requestsPerSecond: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ml.call('/users/me', { token: seller.token })));
    const limited = answers.filter((answer) => answer.status === 429);
    // A burst of 10 passes; a token or two may refill while the burst is in flight.
    const allowed = answers.filter((answer) => answer.status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(12);
    expect(limited.length).toBe(20 - allowed);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited[0].json()).toEqual({ message: 'Too many requests', error: 'too_many_requests', status: 429, cause: [] });
  });

  it('can leave Retry-After out, as the real API may', async () => {
    ml.sandbox.control.mercadolibre.setRateLimit({ requestsPerSecond: 1, sendRetryAfter: false });
    await ml.call('/users/me', { token: seller.token });
    const limited = await ml.call('/users/me', { token: seller.token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
  });
});

describe('MercadoLibre sandbox: injected faults', () => {
  it('answers 429 with the given Retry-After for the next N matching requests only', async () => {
    const response = await fetch(`${ml.sandbox.mercadolibre.controlUrl}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'rate_limited', count: 2, path: '/users/me', retryAfterSeconds: 7 }),
    });
    expect(response.status).toBe(201);
    expect((await ml.call('/sites/MLM/listing_types', { token: seller.token })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const limited = await ml.call('/users/me', { token: seller.token });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('7');
    }
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
  });

  it('answers 500 in the real error shape, matching the method', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'server_error', count: 1, method: 'POST', path: '/items' });
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
    const failed = await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal server error', error: 'internal_server_error', status: 500, cause: [] });
  });

  it('hangs longer than the client timeout, then serves normally', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'timeout', count: 1, path: '/users/me', delayMs: 3_000 });
    await expect(fetch(`${ml.api}/users/me`, { headers: { authorization: `Bearer ${seller.token}` }, signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
  });

  it('adds latency without failing', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'latency', count: 1, delayMs: 250 });
    const started = Date.now();
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('stores a created item at once but answers only after the latency', async () => {
    const control = ml.sandbox.control.mercadolibre;
    control.injectFault({ kind: 'latency', count: 1, method: 'POST', path: '/items', delayMs: 1_000 });
    const before = control.itemCreations(seller.id).creations;
    const late = ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() });
    await expect.poll(() => control.itemCreations(seller.id).creations, { timeout: 500 }).toBe(before + 1);
    expect((await late).status).toBe(201);
  });

  it('carries a slow request out only after its delay', async () => {
    const control = ml.sandbox.control.mercadolibre;
    control.injectFault({ kind: 'slow_processing', count: 1, method: 'POST', path: '/items', delayMs: 600 });
    const before = control.itemCreations(seller.id).creations;
    const slow = ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(control.itemCreations(seller.id).creations).toBe(before);
    expect((await slow).status).toBe(201);
    expect(control.itemCreations(seller.id).creations).toBe(before + 1);
  });

  it('goes down for every API request during an outage of N seconds, then serves again', async () => {
    const response = await fetch(`${ml.sandbox.mercadolibre.controlUrl}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'server_error', seconds: 0.5 }),
    });
    expect(response.status).toBe(201);
    for (const path of ['/users/me', '/sites/MLM/listing_types', '/users/me']) expect((await ml.call(path, { token: seller.token })).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
    expect(ml.sandbox.control.mercadolibre.pendingFaults()).toEqual([]);
  });

  it('drops the connection on a connection_reset fault', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'connection_reset', count: 1, path: '/users/me' });
    await expect(ml.call('/users/me', { token: seller.token })).rejects.toThrow();
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
  });

  it('refuses a fault rule with neither or both of count and seconds', async () => {
    for (const rule of [{ kind: 'server_error' }, { kind: 'server_error', count: 1, seconds: 2 }, { kind: 'server_error', seconds: -1 }]) {
      const response = await fetch(`${ml.sandbox.mercadolibre.controlUrl}/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rule),
      });
      expect(response.status).toBe(400);
    }
  });

  it('expires the token in use; a refresh recovers', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'expired_token', count: 1 });
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(401);
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(401);
    const renewed = await (await refresh(seller.refreshToken)).json();
    expect((await ml.call('/users/me', { token: renewed.access_token })).status).toBe(200);
  });

  it('revokes the grant in use; the refresh then fails with invalid_grant', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'revoked_grant', count: 1 });
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(401);
    expect((await (await refresh(seller.refreshToken)).json()).error).toBe('invalid_grant');
  });

  it('revokes the grant at the token endpoint too', async () => {
    ml.sandbox.control.mercadolibre.injectFault({ kind: 'revoked_grant', count: 1, path: '/oauth/token' });
    expect((await (await refresh(seller.refreshToken)).json()).error).toBe('invalid_grant');
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(401);
  });
});

describe('MercadoLibre sandbox: questions, orders and webhooks', () => {
  it('delivers notifications in the real shape, retrying a failing receiver with growing attempts', async () => {
    const received: { status: number; body: Record<string, unknown> }[] = [];
    let failuresLeft = 2;
    const receiver = (await import('node:http')).createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const status = failuresLeft-- > 0 ? 500 : 200;
        received.push({ status, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as { port: number }).port;
    const control = ml.sandbox.control.mercadolibre;
    control.updateSettings({ webhookRetryBaseMs: 20 });
    control.configureApp({ ...testApp, notificationUrl: `http://127.0.0.1:${port}/hooks`, topics: ['items'] });

    const item = await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() })).json();
    await expect
      .poll(() => control.webhookDeliveries({ topic: 'items' }).find((delivery) => delivery.resource === `/items/${item.id}`)?.state, { timeout: 3000 })
      .toBe('delivered');
    const forItem = received.filter((entry) => entry.body.resource === `/items/${item.id}`);
    expect(forItem.map((entry) => entry.body.attempts)).toEqual([1, 2, 3]);
    expect(forItem[2].body).toMatchObject({ topic: 'items', user_id: seller.id, application_id: Number(testApp.clientId) });
    expect(Object.keys(forItem[2].body).sort()).toEqual(['_id', 'application_id', 'attempts', 'received', 'resource', 'sent', 'topic', 'user_id']);
    control.configureApp({ ...testApp });
    receiver.close();
  });

  it('lets the seller read and answer a buyer question once', async () => {
    const control = ml.sandbox.control.mercadolibre;
    const item = await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() })).json();
    const question = control.createQuestion({ itemId: item.id, text: '¿Tienen envío a Puebla?' });
    const found = await (await ml.call(`/questions/search?seller_id=${seller.id}&status=UNANSWERED&api_version=4`, { token: seller.token })).json();
    expect(found.total).toBe(1);
    expect(found.questions[0]).toMatchObject({ id: question.id, item_id: item.id, status: 'UNANSWERED', answer: null });

    const answered = await ml.call('/answers', { method: 'POST', token: seller.token, body: { question_id: question.id, text: 'Sí, llega en 3 días.' } });
    expect(await answered.json()).toMatchObject({ status: 'ANSWERED', answer: { text: 'Sí, llega en 3 días.', status: 'ACTIVE' } });
    expect((await ml.call('/answers', { method: 'POST', token: seller.token, body: { question_id: question.id, text: 'otra vez' } })).status).toBe(400);
    const other = await ml.connectedSeller();
    expect((await ml.call('/answers', { method: 'POST', token: other.token, body: { question_id: question.id, text: 'x' } })).status).toBe(403);
  });

  it('places an order with its payment and shipment, and lowers the stock', async () => {
    const control = ml.sandbox.control.mercadolibre;
    const item = await (await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ available_quantity: 2 }) })).json();
    const order = control.placeOrder({ itemId: item.id, quantity: 2 });
    const search = await (await ml.call(`/orders/search?seller=${seller.id}&order.status=paid&sort=date_desc`, { token: seller.token })).json();
    expect(search.paging.total).toBe(1);
    expect(search.results[0]).toMatchObject({ id: order.id, status: 'paid', total_amount: 6598, currency_id: 'MXN' });
    const detail = await (await ml.call(`/orders/${order.id}`, { token: seller.token })).json();
    const paymentId = detail.payments[0].id;
    expect((await (await ml.call(`/collections/${paymentId}`, { token: seller.token })).json()).status).toBe('approved');
    expect((await (await ml.call(`/v1/payments/${paymentId}`, { token: seller.token })).json()).order_id).toBe(order.id);
    expect(await (await ml.call(`/shipments/${detail.shipping.id}`, { token: seller.token })).json()).toMatchObject({
      status: 'ready_to_ship',
      substatus: 'ready_to_print',
    });
    expect(await (await ml.call(`/items/${item.id}`, { token: seller.token })).json()).toMatchObject({
      available_quantity: 0,
      sold_quantity: 2,
      status: 'paused',
      sub_status: ['out_of_stock'],
    });
    const other = await ml.connectedSeller();
    expect((await ml.call(`/orders/${order.id}`, { token: other.token })).status).toBe(403);
  });

  it('counts item creations per seller on the control API', async () => {
    await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone() });
    await ml.call('/items', { method: 'POST', token: seller.token, body: validPhone({ price: 'bad' }) });
    const counted = await (await fetch(`${ml.sandbox.mercadolibre.controlUrl}/items?seller_id=${seller.id}`)).json();
    expect(counted).toMatchObject({ sellerId: seller.id, creations: 1 });
    expect(counted.items[0].seller_sku).toBe('SKU-1');
  });
});
