import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/providers/httpClient';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jsonResponse, makeJwt, stubFetch } from '../support/fetchStub';

const signIn = (token: string, remember = true) => tokenStore.save({ token, refreshToken: 'refresh-1', userName: 'Admin', id: 1, remember });

describe('httpClient token refresh', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes an expired access token once before the request, even for concurrent requests', async () => {
    signIn(makeJwt(-10));
    const fresh = makeJwt(60, 'fresh');
    const { calls } = stubFetch(async (call) => {
      if (call.url === '/api/login/refresh/') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse({ token: fresh, refreshToken: 'refresh-2' });
      }
      return jsonResponse({ data: [], total: 0, page: 1, size: 5 });
    });
    const http = createHttpClient();
    await Promise.all([http.request('/api/usuarios/?page=1'), http.request('/api/usuarios/?page=2')]);

    const refreshes = calls.filter((call) => call.url === '/api/login/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls.filter((call) => call.url.startsWith('/api/usuarios/')).map((call) => call.authorization)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
    // Refresh tokens rotate: the new one is kept, in the storage the session already used.
    expect(tokenStore.read()).toMatchObject({ token: fresh, refreshToken: 'refresh-2', remember: true });
  });

  it('uses the tokens another tab rotated while this one waited for the refresh lock, instead of re-using the old refresh token', async () => {
    signIn(makeJwt(-10));
    const rotatedElsewhere = makeJwt(60, 'other-tab');
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, run: () => Promise<unknown>) => {
          // The other tab held the lock, refreshed, and stored its new pair in the shared storage.
          tokenStore.updateTokens(rotatedElsewhere, 'refresh-2');
          return run();
        },
      },
    });
    const { calls } = stubFetch(() => jsonResponse({ id: 1 }));
    await createHttpClient().request('/api/usuarios/1');
    expect(calls.map((call) => call.url)).toEqual(['/api/usuarios/1']);
    expect(calls[0]?.authorization).toBe(`Bearer ${rotatedElsewhere}`);
  });

  it('does not refresh a token that is still valid', async () => {
    signIn(makeJwt(60));
    const { calls } = stubFetch(() => jsonResponse({ ok: true }));
    await createHttpClient().request('/api/usuarios/1');
    expect(calls.map((call) => call.url)).toEqual(['/api/usuarios/1']);
  });

  it('refreshes and retries once after a 401', async () => {
    signIn(makeJwt(60, 'revoked'));
    const fresh = makeJwt(60, 'fresh');
    let attempts = 0;
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/login/refresh/') return jsonResponse({ token: fresh, refreshToken: 'refresh-2' });
      attempts += 1;
      return attempts === 1 ? jsonResponse({ error: 'unauthorized', message: 'Token expirado' }, 401) : jsonResponse({ id: 1 });
    });
    const { json } = await createHttpClient().request('/api/usuarios/1');
    expect(json).toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/usuarios/1', '/api/login/refresh/', '/api/usuarios/1']);
    expect(calls[2]?.authorization).toBe(`Bearer ${fresh}`);
  });

  it('ends the session when the refresh fails', async () => {
    signIn(makeJwt(-10));
    stubFetch(() => jsonResponse({ error: 'invalid_refresh_token', message: 'Sesión expirada' }, 401));
    await expect(createHttpClient().request('/api/usuarios/1')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.read()).toBeNull();
  });

  it('gives the Retry-After seconds of a 429 to the caller', async () => {
    stubFetch(() => jsonResponse({ error: 'too_many_requests', message: 'Demasiados intentos' }, 429, { 'Retry-After': '42' }));
    await expect(createHttpClient().request('/api/login/', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 429,
      body: { retryAfter: 42 },
    });
  });
});
