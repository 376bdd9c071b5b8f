import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreHarness, startMercadoLibre, testApp } from './mercadolibreHarness';

let ml: MercadoLibreHarness;
beforeAll(async () => {
  ml = await startMercadoLibre();
});
afterAll(() => ml.sandbox.close());

const invalidGrantText = 'Error validating grant. Your authorization code or refresh token may be expired or it was already used';

async function consentInBrowser(nickname: string): Promise<URL> {
  const query = new URLSearchParams({ response_type: 'code', client_id: testApp.clientId, redirect_uri: testApp.redirectUri, state: 'xyz-123' });
  const page = await fetch(`${ml.sandbox.mercadolibre.authorizationUrl}?${query}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Autorizar');
  const form = new URLSearchParams({
    client_id: testApp.clientId,
    redirect_uri: testApp.redirectUri,
    state: 'xyz-123',
    user_id: 'new',
    nickname,
    decision: 'allow',
  });
  const answer = await fetch(ml.sandbox.mercadolibre.authorizationUrl, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('MercadoLibre sandbox: OAuth', () => {
  it('lets a seller consent, exchanges the code for tokens and serves /users/me', async () => {
    const redirect = await consentInBrowser('Tienda Norte');
    expect(redirect.origin + redirect.pathname).toBe(testApp.redirectUri);
    expect(redirect.searchParams.get('state')).toBe('xyz-123');
    const code = redirect.searchParams.get('code') ?? '';
    expect(code).toMatch(/^TG-/);

    const response = await ml.tokenRequest({
      grant_type: 'authorization_code',
      client_id: testApp.clientId,
      client_secret: testApp.clientSecret,
      code,
      redirect_uri: testApp.redirectUri,
    });
    expect(response.status).toBe(200);
    const tokens = await response.json();
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 21600, scope: 'offline_access read write' });
    expect(tokens.access_token).toMatch(/^APP_USR-1234567890123456-/);

    const me = await (await ml.call('/users/me', { token: tokens.access_token })).json();
    expect(me).toMatchObject({ id: tokens.user_id, nickname: 'TIENDA_NORTE', site_id: 'MLM', country_id: 'MX' });

    const again = await ml.tokenRequest({
      grant_type: 'authorization_code',
      client_id: testApp.clientId,
      client_secret: testApp.clientSecret,
      code,
      redirect_uri: testApp.redirectUri,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error_description: invalidGrantText, error: 'invalid_grant', status: 400, cause: [] });
  });

  it('refuses a redirect_uri that differs from the registered one, and a wrong secret', async () => {
    const page = await fetch(
      `${ml.sandbox.mercadolibre.authorizationUrl}?response_type=code&client_id=${testApp.clientId}&redirect_uri=http://evil.example/cb`,
    );
    expect(page.status).toBe(400);
    const wrongSecret = await ml.tokenRequest({ grant_type: 'refresh_token', client_id: testApp.clientId, client_secret: 'nope', refresh_token: 'TG-x' });
    expect((await wrongSecret.json()).error).toBe('invalid_client');
    const unsupported = await ml.tokenRequest({ grant_type: 'password', client_id: testApp.clientId, client_secret: testApp.clientSecret });
    expect((await unsupported.json()).error).toBe('unsupported_grant_type');
  });

  it('rotates refresh tokens and accepts each one only once', async () => {
    const seller = await ml.connectedSeller();
    const first = await ml.tokenRequest({
      grant_type: 'refresh_token',
      client_id: testApp.clientId,
      client_secret: testApp.clientSecret,
      refresh_token: seller.refreshToken,
    });
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.refresh_token).not.toBe(seller.refreshToken);
    expect((await ml.call('/users/me', { token: rotated.access_token })).status).toBe(200);

    const reused = await ml.tokenRequest({
      grant_type: 'refresh_token',
      client_id: testApp.clientId,
      client_secret: testApp.clientSecret,
      refresh_token: seller.refreshToken,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant', error_description: invalidGrantText });
  });

  it('expires access tokens after the configured lifetime with the real 401 body', async () => {
    const control = ml.sandbox.control.mercadolibre;
    control.updateSettings({ accessTokenSeconds: 5 });
    const seller = await ml.connectedSeller();
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(200);
    control.advanceClock(6);
    const expired = await ml.call('/users/me', { token: seller.token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'invalid_token', error: 'not_found', status: 401, cause: [] });
    control.updateSettings({ accessTokenSeconds: 21600 });
  });

  it('kills tokens and refresh tokens of a revoked grant', async () => {
    const seller = await ml.connectedSeller();
    ml.sandbox.control.mercadolibre.revokeGrant({ userId: seller.id, clientId: testApp.clientId });
    expect((await ml.call('/users/me', { token: seller.token })).status).toBe(401);
    const refresh = await ml.tokenRequest({
      grant_type: 'refresh_token',
      client_id: testApp.clientId,
      client_secret: testApp.clientSecret,
      refresh_token: seller.refreshToken,
    });
    expect((await refresh.json()).error).toBe('invalid_grant');
  });

  it('answers calls without a token or with a malformed one in the real shapes', async () => {
    expect(await (await ml.call('/users/me')).json()).toMatchObject({ status: 401, error: 'unauthorized' });
    const malformed = await ml.call('/users/me', { token: 'garbage' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/^Malformed access_token/);
  });

  it('refuses an operator account at consent with invalid_operator_user_id', async () => {
    const operator = ml.sandbox.control.mercadolibre.createSeller({ nickname: 'colaborador', operator: true });
    const form = new URLSearchParams({
      client_id: testApp.clientId,
      redirect_uri: testApp.redirectUri,
      state: 's',
      user_id: String(operator.id),
      decision: 'allow',
    });
    const answer = await fetch(ml.sandbox.mercadolibre.authorizationUrl, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_operator_user_id');
  });
});
