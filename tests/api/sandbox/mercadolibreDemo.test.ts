import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mercadoLibreDemoApp, mercadoLibreDemoSeller, type Sandbox, startSandbox } from '../../../sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, demo: { minSeconds: 0.02, maxSeconds: 0.05, maxEvents: 12 }, seed: 2 });
});
afterAll(() => sandbox.close());

describe('MercadoLibre sandbox: demo mode', () => {
  it('has the demo seller connectable with the fixed app credentials, and buyers arrive live: questions, sales, messages and now and then a claim', async () => {
    const tokens = await (
      await fetch(`${sandbox.mercadolibre.controlUrl}/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: mercadoLibreDemoSeller.id, clientId: mercadoLibreDemoApp.clientId }),
      })
    ).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect(await (await fetch(`${sandbox.mercadolibre.apiUrl}/users/me`, { headers: auth })).json()).toMatchObject({
      id: mercadoLibreDemoSeller.id,
      nickname: 'TIENDA_DEMO_MX',
    });
    expect((await (await fetch(`${sandbox.mercadolibre.apiUrl}/users/${mercadoLibreDemoSeller.id}/items/search`, { headers: auth })).json()).paging.total).toBe(
      5,
    );

    const activity = async () => {
      const questions = await (await fetch(`${sandbox.mercadolibre.apiUrl}/questions/search?seller_id=${mercadoLibreDemoSeller.id}`, { headers: auth })).json();
      const orders = await (await fetch(`${sandbox.mercadolibre.apiUrl}/orders/search?seller=${mercadoLibreDemoSeller.id}`, { headers: auth })).json();
      const claims = await (await fetch(`${sandbox.mercadolibre.apiUrl}/post-purchase/v1/claims/search?player_role=respondent`, { headers: auth })).json();
      const messages = (orders.results as { id: number }[]).map((order) => sandbox.control.mercadolibre.conversation({ orderId: order.id }).messages.length);
      const written = messages.reduce((sum, count) => sum + count, 0);
      return { events: questions.total + orders.paging.total + claims.paging.total + written, claims: claims.paging.total, written };
    };
    await expect.poll(async () => (await activity()).events, { timeout: 3000 }).toBe(12);
    // Now and then a buyer writes about a sale, or complains about a paid order.
    expect((await activity()).written).toBeGreaterThan(0);
    expect((await activity()).claims).toBeGreaterThan(0);
  });
});
