import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { amazonDemoApp, type Sandbox, startSandbox } from '../../../sandbox';
import { tokenCipherFromKey } from '../../../server/marketplaces/shared/tokenCipher';
import { rotateTokenKey } from '../../../server/marketplaces/shared/tokenKey';
import { toApiError } from '../../../server/marketplaces/amazon/amazonErrors';
import { startTestApp, type TestApp } from '../testApp';
import { consent } from './amazonSandboxHarness';

const redirectUri = 'http://localhost:3000/configuracion/amazon';
let sandbox: Sandbox;
let api: TestApp;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  api = await startTestApp({
    AMAZON_API_URL: sandbox.amazon.apiUrl,
    AMAZON_LWA_URL: sandbox.amazon.lwaUrl,
    AMAZON_CONSENT_URL: sandbox.amazon.consentUrl,
    AMAZON_CLIENT_ID: amazonDemoApp.clientId,
    AMAZON_CLIENT_SECRET: amazonDemoApp.clientSecret,
    AMAZON_APP_ID: amazonDemoApp.applicationId,
    AMAZON_REDIRECT_URI: redirectUri,
    AMAZON_REQUESTS_PER_SECOND: '1000',
    AMAZON_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

/** What the settings screen does: ask for the consent URL, send the seller there, post what comes back. */
async function connect(name: string, seller = sandbox.control.amazon.createSeller(name)) {
  const started = await api.call({ method: 'GET', url: '/api/amazon/authorization_url' });
  expect(started.statusCode).toBe(200);
  const { url, state } = started.json() as { url: string; state: string };
  const consentPage = new URL(url);
  expect(`${consentPage.origin}${consentPage.pathname}`).toBe(sandbox.amazon.consentUrl);
  expect(consentPage.searchParams.get('application_id')).toBe(amazonDemoApp.applicationId);
  expect(consentPage.searchParams.get('redirect_uri')).toBe(redirectUri);
  const back = await consent(sandbox, seller.sellingPartnerId, state, redirectUri);
  const body = { spapi_oauth_code: back.get('spapi_oauth_code'), state: back.get('state'), selling_partner_id: back.get('selling_partner_id') };
  return { seller, body, state };
}

const credentials = async () => (await api.call({ method: 'GET', url: '/api/amazon/get_credentials' })).json() as Array<Record<string, unknown>>;

describe('Amazon accounts', () => {
  it('connects a seller through the consent flow; get_credentials answers it without tokens, its refresh token stored encrypted', async () => {
    expect(await credentials()).toEqual([]);
    const { seller, body } = await connect('Primera tienda');
    const connected = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body });
    expect(connected.statusCode).toBe(201);
    // Named after the seller's store on Amazon.com.mx (Sellers API), not its seller id.
    expect(connected.json()).toMatchObject({
      marketplace: 'amazon',
      name: 'Primera tienda',
      selling_partner_id: seller.sellingPartnerId,
      marketplace_id: 'A1AM78C64UM0Y8',
      active: true,
      status: 'connected',
    });
    const listed = await credentials();
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/Atz[ar]\|/);
    const row = await api.context.database.db.selectFrom('amazon_accounts').select('refresh_token').executeTakeFirstOrThrow();
    expect(row.refresh_token).toMatch(/^v1:/);
    expect(row.refresh_token).not.toContain('Atzr|');

    const again = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_state' });
  });

  it("sends the consent's return on to the host the seller used, where the seller is signed in, and never elsewhere", async () => {
    const sellerHost = 'tienda.example.mx:8443';
    const asked = await api.call({
      method: 'GET',
      url: `/api/amazon/authorization_url?return_to=${encodeURIComponent(`https://${sellerHost}`)}`,
      headers: { host: sellerHost },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const seller = sandbox.control.amazon.createSeller('Tienda en otro dominio');
    const back = await consent(sandbox, seller.sellingPartnerId, asked.json().state, redirectUri);
    const returnPath = `${new URL(redirectUri).pathname}?${back}`;

    // Seller Central returns to the registered address (localhost here), where the browser has no session.
    const atRegistered = await api.app.inject({ method: 'GET', url: returnPath, headers: { host: new URL(redirectUri).host } });
    expect(atRegistered.statusCode).toBe(302);
    expect(atRegistered.headers.location).toBe(`https://${sellerHost}${returnPath}`);
    // On the seller's host the app's page is served as usual.
    const atSellerHost = await api.app.inject({ method: 'GET', url: returnPath, headers: { host: sellerHost } });
    expect(atSellerHost.headers.location).toBeUndefined();
    const connected = await api.call({
      method: 'POST',
      url: '/api/amazon/authorize',
      payload: { spapi_oauth_code: back.get('spapi_oauth_code'), state: back.get('state'), selling_partner_id: back.get('selling_partner_id') },
      headers: { host: sellerHost },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    await api.call({ method: 'DELETE', url: `/api/amazon/credentials/${connected.json().id}` });

    const refused = await api.call({ method: 'GET', url: `/api/amazon/authorization_url?return_to=${encodeURIComponent('javascript:alert(1)')}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation', fields: { return_to: 'El valor no es válido' } });
    // A host the request did not come through is not kept: the consent ends on the registered address.
    const elsewhere = await api.call({
      method: 'GET',
      url: `/api/amazon/authorization_url?return_to=${encodeURIComponent('https://evil.example.com')}`,
      headers: { host: sellerHost },
    });
    const notSent = await api.app.inject({
      method: 'GET',
      url: `${new URL(redirectUri).pathname}?state=${elsewhere.json().state}`,
      headers: { host: 'localhost:3000' },
    });
    expect(notSent.headers.location).toBeUndefined();
  });

  it('calls SP-API as the account through the SDK clients on the token the connection refreshed, recorded as its last refresh, its expiry shown', async () => {
    const [listed] = await credentials();
    // Reading the store's name at the connection was the account's first call, and its one LWA refresh.
    expect(listed).toMatchObject({ last_refresh_at: expect.any(String), access_token_expires_at: expect.any(String) });
    const account = (await api.app.amazon.accounts.get(Number(listed!.id)))!;
    const clients = await api.app.amazon.clients(account);
    const sentBefore = api.app.amazon.sent.get(account.id) ?? 0;
    const since = new Date(Date.now() - 60_000).toISOString();
    const [first, second] = await Promise.all([
      clients.orders.getOrders({ marketplaceIds: ['A1AM78C64UM0Y8'], createdAfter: since }),
      clients.orders.getOrders({ marketplaceIds: ['A1AM78C64UM0Y8'], createdAfter: since }),
    ]);
    expect(first.data.payload?.Orders).toEqual([]);
    expect(second.status).toBe(200);
    expect(api.app.amazon.sent.get(account.id)! - sentBefore).toBe(2);
    const [after] = await credentials();
    expect(after!.last_refresh_at).toBe(listed!.last_refresh_at);
    expect(Date.parse(String(after!.access_token_expires_at))).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("keeps the seller id as the account's name when Amazon does not answer its store's name, and names it at the next connection", async () => {
    const { seller, body } = await connect('Tienda sin nombre leído');
    sandbox.control.amazon.fault({ operation: 'getMarketplaceParticipations', status: 500, times: 1 });
    const connected = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body });
    expect(connected.statusCode).toBe(201);
    expect(connected.json()).toMatchObject({ name: seller.sellingPartnerId, status: 'connected' });
    const again = await connect('Tienda sin nombre leído', seller);
    const reconnected = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: again.body });
    expect(reconnected.json()).toMatchObject({ id: connected.json().id, name: 'Tienda sin nombre leído' });
  });

  it('marks the account to reauthorize once Login with Amazon refuses its refresh token (the seller removed the app)', async () => {
    const { seller, body } = await connect('Revocada');
    const account = (await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body })).json() as { id: number };
    sandbox.control.amazon.revokeAuthorization(seller.sellingPartnerId);
    const clients = await api.app.amazon.clients((await api.app.amazon.accounts.get(account.id))!);
    const refused = await clients.orders
      .getOrders({ marketplaceIds: ['A1AM78C64UM0Y8'], createdAfter: new Date().toISOString() })
      .catch((error: unknown) => error);
    expect(toApiError(refused)).toMatchObject({ status: 409, code: 'amazon_reauthorize' });
    const listed = (await credentials()).find((entry) => entry.id === account.id);
    expect(listed).toMatchObject({ status: 'reauthorize', status_reason: expect.stringContaining('refresh_token') });
    const again = await connect('Revocada', seller);
    const reconnected = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: again.body });
    expect(reconnected.json()).toMatchObject({ id: account.id, status: 'connected', status_reason: null });
    const renewed = await api.app.amazon.clients((await api.app.amazon.accounts.get(account.id))!);
    expect((await renewed.orders.getOrders({ marketplaceIds: ['A1AM78C64UM0Y8'], createdAfter: new Date().toISOString() })).status).toBe(200);
  });

  it('answers a refused code as a conflict asking to connect again, and a forged state as invalid', async () => {
    const { body } = await connect('Código vencido');
    const refused = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: { ...body, spapi_oauth_code: 'ANDaAHObinvalido' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'amazon_reauthorize' });
    const forged = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: { ...body, state: 'inventado' } });
    expect(forged.statusCode).toBe(400);
    const missing = await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: { state: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('message');
  });

  it('exchanges a code once when two returns with the same state race', async () => {
    const { body } = await connect('Carrera');
    const answers = await Promise.all([0, 1, 2].map(() => api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('keeps one active account: a second connects inactive, set_active moves it, deleting the active one hands it on', async () => {
    const { body } = await connect('Segunda tienda');
    const second = (await api.call({ method: 'POST', url: '/api/amazon/authorize', payload: body })).json() as { id: number; active: boolean };
    expect(second.active).toBe(false);
    expect((await api.call({ method: 'GET', url: `/api/amazon/credentials/${second.id}/set_active` })).json()).toMatchObject({ active: true });
    expect((await credentials()).filter((account) => account.active)).toHaveLength(1);
    const removed = await api.call({ method: 'DELETE', url: `/api/amazon/credentials/${second.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ active: { active: true } });
    expect((await credentials()).filter((account) => account.active)).toHaveLength(1);
    expect((await api.call({ method: 'GET', url: '/api/amazon/credentials/99999/set_active' })).statusCode).toBe(404);
    expect((await api.call({ method: 'POST', url: '/api/amazon/credentials/', payload: {} })).statusCode).toBe(400);
  });

  it('a key rotation re-encrypts the Amazon refresh tokens with the MercadoLibre ones', async () => {
    const newKey = randomBytes(32);
    const db = api.context.database.db;
    const rotated = await rotateTokenKey(api.config, db, newKey);
    const rows = await db.selectFrom('amazon_accounts').select('refresh_token').execute();
    expect(rotated).toBeGreaterThanOrEqual(rows.length);
    for (const row of rows) expect(tokenCipherFromKey(newKey).decrypt(row.refresh_token)).toMatch(/^Atzr\|/);
  });
});
