import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { failureDelayMs } from '../../server/auth/loginLimits';
import { ConfigError, readConfig } from '../../server/config';
import { adminEmail, adminPassword, startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
afterEach(() => testApp?.close());

const login = (t: Pick<TestApp, 'app'>, password: string, from: { address?: string; forwardedFor?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: adminEmail, password },
    remoteAddress: from.address ?? '127.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });

async function fail(t: Pick<TestApp, 'app'>, times: number, from: { address?: string; forwardedFor?: string }) {
  for (let attempt = 0; attempt < times; attempt++) await login(t, 'not-the-password', from);
}

describe('failed logins', () => {
  it('lock the attacker’s address for that account, never the owner signing in from elsewhere', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    await fail(testApp, 4, { address: '198.51.100.7' });
    const attacker = await login(testApp, adminPassword, { address: '198.51.100.7' });
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ error: 'too_many_attempts', message: 'Demasiados intentos de inicio de sesión, inténtalo más tarde' });
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(testApp, adminPassword, { address: '192.0.2.10' })).statusCode).toBe(200);
  });

  it('are forgotten for the pair once it signs in, so a few typos a day never add up to a lock', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    const from = { address: '198.51.100.21' };
    for (let day = 0; day < 3; day++) {
      await fail(testApp, 2, from);
      expect((await login(testApp, adminPassword, from)).statusCode).toBe(200);
    }
  });

  it('still count against the address after a sign-in, so owning one account does not reset guessing at others', async () => {
    testApp = await startTestApp({ LOGIN_ADDRESS_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    const from = { address: '198.51.100.22' };
    const guess = () =>
      testApp.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'someone@example.com', password: 'guess' }, remoteAddress: from.address });
    for (let attempt = 0; attempt < 2; attempt++) expect((await guess()).statusCode).toBe(401);
    expect((await login(testApp, adminPassword, from)).statusCode).toBe(200);
    expect((await guess()).statusCode).toBe(401);
    expect((await login(testApp, adminPassword, from)).statusCode).toBe(429);
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY is set: every client behind the proxy is one address', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    await fail(testApp, 3, { forwardedFor: '203.0.113.1' });
    expect((await login(testApp, adminPassword, { forwardedFor: '203.0.113.2' })).statusCode).toBe(429);
  });

  it('tell the clients behind a trusted proxy apart by X-Forwarded-For', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60', TRUST_PROXY: '127.0.0.1' });
    await fail(testApp, 3, { forwardedFor: '203.0.113.1' });
    expect((await login(testApp, adminPassword, { forwardedFor: '203.0.113.1' })).statusCode).toBe(429);
    expect((await login(testApp, adminPassword, { forwardedFor: '203.0.113.2' })).statusCode).toBe(200);
    // A proxy that is not the trusted one cannot choose the address it is counted under.
    await fail(testApp, 3, { address: '10.9.9.9', forwardedFor: '203.0.113.3' });
    expect((await login(testApp, adminPassword, { address: '10.9.9.9', forwardedFor: '203.0.113.4' })).statusCode).toBe(429);
  });
});

describe('failed logins sent together', () => {
  it('get no more password checks than the pair’s and the address’s limits allow', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_ADDRESS_ATTEMPTS: '25', LOGIN_WINDOW_SECONDS: '60', LOGIN_SLOWDOWN_MS: '0' });
    const countOf = (responses: { statusCode: number }[], status: number) => responses.filter((response) => response.statusCode === status).length;
    const pairBurst = await Promise.all(Array.from({ length: 20 }, () => login(testApp, 'not-the-password', { address: '198.51.100.30' })));
    expect([countOf(pairBurst, 401), countOf(pairBurst, 429)]).toEqual([3, 17]);
    expect((await login(testApp, adminPassword, { address: '198.51.100.30' })).statusCode).toBe(429);

    const guess = (account: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: `user${account}@example.com`, password: 'guess' },
        remoteAddress: '198.51.100.31',
      });
    const addressBurst = await Promise.all(Array.from({ length: 40 }, (_, account) => guess(account)));
    expect([countOf(addressBurst, 401), countOf(addressBurst, 429)]).toEqual([25, 15]);
  });
});

describe('login and refresh requests', () => {
  it('are capped per address per minute with the same 429 answer', async () => {
    testApp = await startTestApp({ AUTH_REQUESTS_PER_MINUTE: '3' });
    const refresh = () => testApp.app.inject({ method: 'POST', url: '/api/login/refresh/', payload: { refreshToken: 'a.b' }, remoteAddress: '198.51.100.8' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await refresh()).statusCode).toBe(401);
    const limited = await refresh();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(testApp, adminPassword, { address: '198.51.100.9' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, with two server processes', () => {
  it('count failed logins together', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '4', LOGIN_WINDOW_SECONDS: '60' });
    const other = await buildApp(testApp.config);
    try {
      await fail(testApp, 2, { address: '198.51.100.7' });
      await fail(other, 2, { address: '198.51.100.7' });
      expect((await login(other, adminPassword, { address: '198.51.100.7' })).statusCode).toBe(429);
      expect((await login(testApp, adminPassword, { address: '198.51.100.7' })).statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes 1, 0 or a list of proxy addresses', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => readConfig({ REFRESH_GRACE_SECONDS: '-1' })).toThrow(ConfigError);
  });
});

describe('failed logins slow down', () => {
  it('answer at once for the first half of the allowed failures, then wait twice as long each time', () => {
    const waits = Array.from({ length: 10 }, (_, index) => failureDelayMs(index + 1, 10, 250));
    expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000]);
    expect(failureDelayMs(40, 40, 250)).toBe(250 * 16);
    expect(failureDelayMs(9, 10, 0)).toBe(0);
  });

  it('hold back the answer to a guessing address, never the owner elsewhere', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '6', LOGIN_WINDOW_SECONDS: '60', LOGIN_SLOWDOWN_MS: '300' });
    const timed = async (password: string, address: string) => {
      const started = performance.now();
      const response = await login(testApp, password, { address });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const attempts = [];
    for (let attempt = 0; attempt < 5; attempt++) attempts.push(await timed('not-the-password', '198.51.100.9'));
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401]);
    // Lower bounds only: password hashing takes a varying share of each answer on a busy machine.
    expect(attempts[3].ms).toBeGreaterThanOrEqual(300);
    expect(attempts[4].ms).toBeGreaterThanOrEqual(600);
    const owner = await timed(adminPassword, '192.0.2.44');
    expect(owner.status).toBe(200);
  });
});
