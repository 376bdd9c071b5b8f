import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const control = () => world.sandbox.control.mercadolibre;
const userInfo = () => world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/user_info` });
const stored = async () =>
  (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' }))
    .json()
    .find((found: MercadoLibreAccount) => found.id === account.id) as MercadoLibreAccount;

// The worlds' usual timeout: signing a seller in (its code exchanged for tokens) and every call but
// the one that tests the timeout have it, so a loaded machine's slow answer fails none of them.
beforeAll(async () => {
  world = await startWorld();
});

/** Runs `call` with the connector's timeout (every request and token exchange) at `ms`, then puts it back. */
async function withTimeout<T>(ms: number, call: () => Promise<T>): Promise<T> {
  const http = world.app.app.mercadolibre.connector.http;
  const usual = http.timeoutMs;
  http.timeoutMs = ms;
  try {
    return await call();
  } finally {
    http.timeoutMs = usual;
  }
}
beforeEach(async () => {
  control().clearFaults();
  account = await world.connectSeller();
});
afterAll(() => world.close());

describe('the MercadoLibre connector', () => {
  it('refreshes an expired token exactly once for 20 concurrent calls and keeps the seller connected', async () => {
    control().advanceClock(6 * 3600 + 60);
    const before = world.app.app.mercadolibre.connector.tokens.refreshes;
    const answers = await Promise.all(Array.from({ length: 20 }, () => userInfo()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(world.app.app.mercadolibre.connector.tokens.refreshes - before).toBe(1);
    const after = await stored();
    expect(after.status).toBe('connected');
    expect(after.last_refresh_at).not.toBe(account.last_refresh_at);
  });

  it('refreshes once when MercadoLibre expires the token early (401)', async () => {
    control().injectFault({ kind: 'expired_token', count: 1, path: '/users/me' });
    expect((await userInfo()).statusCode).toBe(200);
    expect((await stored()).status).toBe('connected');
  });

  it('marks the account revoked with a reason when the grant was revoked', async () => {
    control().revokeGrant({ userId: account.user_id });
    const answer = await userInfo();
    expect(answer.statusCode).toBe(409);
    const after = await stored();
    expect(after.status).toBe('revoked');
    expect(after.status_reason).toMatch(/vuelve a conectar/);
  });

  it('waits as Retry-After says on a 429, then succeeds', async () => {
    control().injectFault({ kind: 'rate_limited', count: 1, path: '/users/me', retryAfterSeconds: 1 });
    const started = Date.now();
    expect((await userInfo()).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('answers 502 at once to a 429 whose Retry-After is longer than it would wait (an hour), instead of holding the request that long', async () => {
    control().injectFault({ kind: 'rate_limited', count: 1, path: '/users/me', retryAfterSeconds: 3600 });
    const started = Date.now();
    const answer = await Promise.race([userInfo(), new Promise<undefined>((resolve) => setTimeout(resolve, 10_000))]);
    expect(answer?.statusCode).toBe(502);
    expect(answer?.json().error).toBe('marketplace_unreachable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries 500s with backoff', async () => {
    control().injectFault({ kind: 'server_error', count: 2, path: '/users/me' });
    expect((await userInfo()).statusCode).toBe(200);
    expect(control().pendingFaults()).toEqual([]);
  });

  it('signs a seller in when MercadoLibre is slower than the timeout under test but within the usual one, as on a loaded machine', async () => {
    control().injectFault({ kind: 'latency', count: 1, path: '/oauth/token', delayMs: 600 });
    const seller = await world.connectSeller();
    expect(seller.status).toBe('connected');
    expect(control().pendingFaults()).toEqual([]);
  });

  it('gives up on a hanging MercadoLibre within its timeout and answers 502', async () => {
    control().injectFault({ kind: 'timeout', count: 4, path: '/users/me', delayMs: 5_000 });
    const started = Date.now();
    const answer = await withTimeout(300, userInfo);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({
      error: 'marketplace_unreachable',
      detail: { key: 'marketplace_timed_out', params: { marketplace: 'Mercado Libre' } },
    });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers 502 in our words when MercadoLibre drops every connection, not fetch\'s "fetch failed"', async () => {
    control().injectFault({ kind: 'connection_reset', count: 10, path: '/users/me' });
    const answer = await userInfo();
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      error: 'marketplace_unreachable',
      message: 'Mercado Libre no respondió: no se pudo conectar',
      detail: { key: 'marketplace_unconnected', params: { marketplace: 'Mercado Libre' } },
    });
  });
});
