import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mercadoLibreDemoSeller } from '../../../sandbox';
import { type MercadoLibreHarness, startMercadoLibre, testApp, validPhone } from './mercadolibreHarness';

const dir = mkdtempSync(join(tmpdir(), 'ml-sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (stateFile: string, demo: false | { maxEvents: number } = false) =>
  startMercadoLibre({ demo, mercadolibre: { stateFile, settings: { requestsPerSecond: 1000 } } });

async function createItem(ml: MercadoLibreHarness, token: string, sku: string): Promise<{ id: string }> {
  const response = await ml.call('/items', {
    method: 'POST',
    token,
    body: validPhone({
      attributes: [
        { id: 'BRAND', value_name: 'Samsung' },
        { id: 'MODEL', value_name: 'Galaxy A15' },
        { id: 'SELLER_SKU', value_name: sku },
      ],
    }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('MercadoLibre sandbox: state kept in SANDBOX_STATE_FILE', () => {
  it('keeps sellers, tokens, items, descriptions, questions, orders and id counters across a restart', async () => {
    const file = join(dir, 'kept.json');
    const first = await start(file);
    const seller = await first.connectedSeller('vendedor persistente');
    const items = [await createItem(first, seller.token, 'P-1'), await createItem(first, seller.token, 'P-2')];
    expect((await first.call(`/items/${items[0].id}/description`, { method: 'POST', token: seller.token, body: { plain_text: 'Caja sellada' } })).status).toBe(
      201,
    );
    expect((await first.call(`/items/${items[1].id}`, { method: 'PUT', token: seller.token, body: { status: 'paused' } })).status).toBe(200);
    const question = first.sandbox.control.mercadolibre.createQuestion({ itemId: items[0].id, text: '¿Es original?' });
    const order = first.sandbox.control.mercadolibre.placeOrder({ itemId: items[0].id, quantity: 1 }) as { id: number };
    first.sandbox.control.mercadolibre.advanceClock(3600);
    const clockBefore = Date.parse(first.sandbox.control.mercadolibre.createQuestion({ itemId: items[0].id, text: 'reloj' }).date_created);
    await first.sandbox.close();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.tmp`)).toBe(false);

    const second = await start(file);
    try {
      // The same access token still works, and the refresh token too.
      const me = await second.call('/users/me', { token: seller.token });
      expect(me.status).toBe(200);
      expect((await me.json()).id).toBe(seller.id);
      const refreshed = await second.tokenRequest({
        grant_type: 'refresh_token',
        client_id: testApp.clientId,
        client_secret: testApp.clientSecret,
        refresh_token: seller.refreshToken,
      });
      expect(refreshed.status).toBe(200);

      const read = await (
        await second.call(`/items?ids=${items.map((item) => item.id).join(',')}&attributes=id,status,sold_quantity`, { token: seller.token })
      ).json();
      expect(read).toEqual([
        { code: 200, body: { id: items[0].id, status: 'active', sold_quantity: 1 } },
        { code: 200, body: { id: items[1].id, status: 'paused', sold_quantity: 0 } },
      ]);
      expect((await (await second.call(`/items/${items[0].id}/description`, { token: seller.token })).json()).plain_text).toBe('Caja sellada');
      const keptQuestion = await (await second.call(`/questions/${question.id}`, { token: seller.token })).json();
      expect(keptQuestion).toMatchObject({ id: question.id, item_id: items[0].id, text: '¿Es original?', status: 'UNANSWERED' });
      expect((await second.call(`/orders/${order.id}`, { token: seller.token })).status).toBe(200);
      expect(second.sandbox.control.mercadolibre.itemCreations(seller.id)).toMatchObject({ creations: 2 });

      // New ids continue after the old ones, and the advanced clock stays advanced.
      const newItem = await createItem(second, seller.token, 'P-3');
      expect(Number(newItem.id.slice(3))).toBeGreaterThan(Math.max(...items.map((item) => Number(item.id.slice(3)))));
      const newQuestion = second.sandbox.control.mercadolibre.createQuestion({ itemId: newItem.id, text: '¿Hay stock?' });
      expect(newQuestion.id).toBeGreaterThan(question.id);
      expect(second.sandbox.control.mercadolibre.createSeller().id).toBeGreaterThan(seller.id);
      expect(Date.parse(newQuestion.date_created)).toBeGreaterThanOrEqual(clockBefore);
      expect(Date.parse(newQuestion.date_created)).toBeGreaterThan(Date.now() + 3_000_000);
    } finally {
      await second.sandbox.close();
    }
  });

  it('writes the file shortly after a change, without waiting for close', async () => {
    const file = join(dir, 'debounced.json');
    const ml = await start(file);
    try {
      const seller = await ml.connectedSeller('vendedor sin cierre');
      const item = await createItem(ml, seller.token, 'D-1');
      await vi.waitFor(() => expect(existsSync(file) && readFileSync(file, 'utf8')).toContain(item.id), { timeout: 3_000, interval: 100 });
      expect(existsSync(`${file}.tmp`)).toBe(false);
    } finally {
      await ml.sandbox.close();
    }
  });

  it('does not seed the demo seller, app or listings twice on a kept state', async () => {
    const file = join(dir, 'demo.json');
    const first = await start(file, { maxEvents: 0 });
    const demoItems = first.sandbox.control.mercadolibre.itemCreations(mercadoLibreDemoSeller.id).items.map((item) => item.id);
    expect(demoItems).toHaveLength(5);
    await first.sandbox.close();

    const second = await start(file, { maxEvents: 0 });
    try {
      expect(second.sandbox.control.mercadolibre.itemCreations(mercadoLibreDemoSeller.id).items.map((item) => item.id)).toEqual(demoItems);
      expect(second.sandbox.control.mercadolibre.demoAccount().sellerId).toBe(mercadoLibreDemoSeller.id);
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { users: [number, { nickname: string }][] };
      expect(saved.users.filter(([, user]) => user.nickname === mercadoLibreDemoSeller.nickname)).toHaveLength(1);
      // The next seller does not take the demo seller's id.
      expect(second.sandbox.control.mercadolibre.createSeller().id).toBeGreaterThan(mercadoLibreDemoSeller.id);
    } finally {
      await second.sandbox.close();
    }
  });

  it('reports a corrupt file on stderr and starts fresh', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"version":1,"items":[[');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let ml: MercadoLibreHarness;
    try {
      ml = await start(file);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toContain(file);
    } finally {
      stderr.mockRestore();
    }
    try {
      expect(ml.sandbox.control.mercadolibre.demoAccount().sellerId).toBe(mercadoLibreDemoSeller.id);
      const seller = await ml.connectedSeller();
      expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
    } finally {
      await ml.sandbox.close();
    }
    // The fresh state replaced the corrupt file.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });
  });
});
