import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('connecting a MercadoLibre seller', () => {
  it('sends the browser to the authorization page with our app, redirect and a state', async () => {
    const response = await world.app.call({ method: 'GET', url: '/api/mercadolibre/authorization_url' });
    expect(response.statusCode).toBe(200);
    const { url, state } = response.json();
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(world.sandbox.mercadolibre.authorizationUrl);
    expect(parsed.searchParams.get('client_id')).toBe(mlApp.clientId);
    expect(parsed.searchParams.get('redirect_uri')).toBe(mlApp.redirectUri);
    expect(parsed.searchParams.get('state')).toBe(state);
    const page = await fetch(url);
    expect(page.status).toBe(200);
  });

  it("sends the consent's return on to the host the seller used, where the seller is signed in, and connects there", async () => {
    const sellerHost = 'tienda.example.mx:8443';
    const asked = await world.app.call({
      method: 'GET',
      url: `/api/mercadolibre/authorization_url?return_to=${encodeURIComponent(`https://${sellerHost}`)}`,
      headers: { host: sellerHost },
    });
    expect(asked.statusCode).toBe(200);
    const { state } = asked.json();
    const seller = world.sandbox.control.mercadolibre.createSeller({ nickname: 'VENDEDOR_OTRO_HOST' });
    const code = world.sandbox.control.mercadolibre.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
    const returnPath = `${new URL(mlApp.redirectUri).pathname}?code=${code}&state=${state}`;

    // The marketplace returns to the registered address (localhost here), where the browser has no session.
    const atRegistered = await world.app.app.inject({ method: 'GET', url: returnPath, headers: { host: new URL(mlApp.redirectUri).host } });
    expect(atRegistered.statusCode).toBe(302);
    expect(atRegistered.headers.location).toBe(`https://${sellerHost}${returnPath}`);
    // On the seller's host the app's page is served as usual, never a redirect.
    const atSellerHost = await world.app.app.inject({ method: 'GET', url: returnPath, headers: { host: sellerHost } });
    expect(atSellerHost.headers.location).toBeUndefined();

    const connected = await world.app.call({ method: 'POST', url: '/api/mercadolibre/authorize', payload: { code, state }, headers: { host: sellerHost } });
    expect(connected.statusCode).toBe(201);
    expect(connected.json().nickname).toBe('VENDEDOR_OTRO_HOST');
    await world.app.call({ method: 'DELETE', url: `/api/mercadolibre/credentials/${connected.json().id}` });
  });

  it('never sends a browser to a host the request did not come through, nor for a state it did not hand out', async () => {
    for (const returnTo of ['javascript:alert(1)', 'not a url']) {
      const refused = await world.app.call({
        method: 'GET',
        url: `/api/mercadolibre/authorization_url?return_to=${encodeURIComponent(returnTo)}`,
        headers: { host: 'tienda.example.mx' },
      });
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'validation', fields: { return_to: 'El valor no es válido' } });
    }
    // Another host is not kept: the consent ends on the registered address, as without return_to.
    const elsewhere = await world.app.call({
      method: 'GET',
      url: `/api/mercadolibre/authorization_url?return_to=${encodeURIComponent('https://evil.example.com')}`,
      headers: { host: 'tienda.example.mx' },
    });
    expect(elsewhere.statusCode).toBe(200);
    const returnPage = new URL(mlApp.redirectUri).pathname;
    const notSent = await world.app.app.inject({
      method: 'GET',
      url: `${returnPage}?code=TG-x&state=${elsewhere.json().state}`,
      headers: { host: 'localhost:3000' },
    });
    expect(notSent.headers.location).toBeUndefined();
    const forged = await world.app.app.inject({ method: 'GET', url: `${returnPage}?code=TG-x&state=forged`, headers: { host: 'localhost:3000' } });
    expect(forged.headers.location).toBeUndefined();
  });

  it('exchanges the code, stores the account active and connected, and lists it without tokens', async () => {
    const account = await world.connectSeller('VENDEDOR_OAUTH');
    expect(account).toMatchObject({ marketplace: 'mercadolibre', nickname: 'VENDEDOR_OAUTH', active: true, status: 'connected', site_id: 'MLM' });
    expect(account.User_id).toBe(account.user_id);
    const list = await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' });
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toMatch(/APP_USR|TG-/);
    const info = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/user_info` });
    expect(info.json()).toMatchObject({ User_id: account.user_id, nickname: 'VENDEDOR_OAUTH' });
  });

  it('refuses a state it did not hand out, and a code used twice', async () => {
    const bad = await world.app.call({ method: 'POST', url: '/api/mercadolibre/authorize', payload: { code: 'TG-x', state: 'forged' } });
    expect(bad.statusCode).toBe(400);
    const seller = world.sandbox.control.mercadolibre.createSeller({});
    const code = world.sandbox.control.mercadolibre.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId });
    const first = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/authorization_url' })).json().state;
    expect((await world.app.call({ method: 'POST', url: '/api/mercadolibre/authorize', payload: { code, state: first } })).statusCode).toBe(201);
    const second = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/authorization_url' })).json().state;
    const reused = await world.app.call({ method: 'POST', url: '/api/mercadolibre/authorize', payload: { code, state: second } });
    expect(reused.statusCode).toBe(422);
  });

  it('keeps exactly one active account, deletes accounts, and has no manual credentials', async () => {
    const accounts = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json();
    const last = accounts[accounts.length - 1];
    const activated = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${last.id}/set_active` });
    expect(activated.json().active).toBe(true);
    const after = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json();
    expect(after.filter((account: { active: boolean }) => account.active).map((account: { id: number }) => account.id)).toEqual([last.id]);
    expect((await world.app.call({ method: 'POST', url: '/api/mercadolibre/credentials/', payload: {} })).statusCode).toBe(400);
    const deleted = await world.app.call({ method: 'DELETE', url: `/api/mercadolibre/credentials/${last.id}` });
    expect(deleted.statusCode).toBe(200);
    const left = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json();
    expect(left).toHaveLength(after.length - 1);
    // The deleted account was the active one: the first account left took its place.
    expect(left.filter((account: { active: boolean }) => account.active).map((account: { id: number }) => account.id)).toEqual([left[0].id]);
    expect(deleted.json().active.id).toBe(left[0].id);
  });

  it('stores the tokens encrypted: the raw row holds no token MercadoLibre issued', async () => {
    const rows = await world.app.context.database.db.selectFrom('mercadolibre_accounts').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.access_token).toMatch(/^v1:/);
      expect(row.access_token).not.toMatch(/APP_USR/);
      expect(row.refresh_token).not.toMatch(/TG-/);
    }
  });

  it('has no credentials routes for Walmart yet', async () => {
    expect((await world.app.call({ method: 'GET', url: '/api/walmart/get_credentials' })).statusCode).toBe(404);
  });

  it('deleting the last accounts, even concurrently, leaves one active while any is left and then says none is', async () => {
    const accounts = [await world.connectSeller('CUENTA_A'), await world.connectSeller('CUENTA_B'), await world.connectSeller('CUENTA_C')];
    const before = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json() as { id: number }[];
    const others = before.filter((account) => !accounts.some((added) => added.id === account.id));
    await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${accounts[0].id}/set_active` });
    const removes = await Promise.all(
      [...others, accounts[0], accounts[1]].map((account) => world.app.call({ method: 'DELETE', url: `/api/mercadolibre/credentials/${account.id}` })),
    );
    for (const answer of removes) expect(answer.statusCode).toBe(200);
    const left = (await world.app.call({ method: 'GET', url: '/api/mercadolibre/get_credentials' })).json();
    expect(left).toMatchObject([{ id: accounts[2].id, active: true }]);
    const last = await world.app.call({ method: 'DELETE', url: `/api/mercadolibre/credentials/${accounts[2].id}` });
    expect(last.json()).toEqual({ active: null, message: 'No queda ninguna cuenta de Mercado Libre conectada' });
  });
});
