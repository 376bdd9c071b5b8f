import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/providers/authProvider';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jsonResponse, makeJwt, stubFetch } from '../support/fetchStub';

const loginAnswer = { token: makeJwt(60), refreshToken: 'refresh-1', userName: 'Ana Ruiz', id: 3 };

describe('authProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the email as username and keeps a remembered session in localStorage', async () => {
    const { calls } = stubFetch(() => jsonResponse(loginAnswer));
    await createAuthProvider().login({ username: 'ana@example.com', password: 'secreto123', remember: true });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/login/', body: { username: 'ana@example.com', password: 'secreto123' } });
    expect(localStorage.length).toBe(1);
    expect(sessionStorage.length).toBe(0);
    await expect(createAuthProvider().getIdentity?.()).resolves.toEqual({ id: 3, fullName: 'Ana Ruiz' });
  });

  it('keeps a session that is not remembered in sessionStorage only', async () => {
    stubFetch(() => jsonResponse(loginAnswer));
    await createAuthProvider().login({ username: 'ana@example.com', password: 'secreto123', remember: false });
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects wrong credentials with the 401 status and stores nothing', async () => {
    stubFetch(() => jsonResponse({ error: 'invalid_credentials', message: 'Credenciales inválidas' }, 401));
    await expect(createAuthProvider().login({ username: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
  });

  it('logs out on the server and clears all stored data', async () => {
    tokenStore.save({ ...loginAnswer, remember: true });
    localStorage.setItem('RaStore.locale', '"en"');
    sessionStorage.setItem('other', 'x');
    const { calls } = stubFetch(() => jsonResponse(null, 204));
    await createAuthProvider().logout({});
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/logout/', authorization: `Bearer ${loginAnswer.token}` });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('still clears storage when the server cannot be reached on logout', async () => {
    tokenStore.save({ ...loginAnswer, remember: false });
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await createAuthProvider().logout({});
    expect(tokenStore.read()).toBeNull();
  });

  it('logs out on 401 but not on 403', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('fails the auth check once a failed refresh ended the session', async () => {
    tokenStore.save({ ...loginAnswer, token: makeJwt(-10), remember: true });
    stubFetch(() => jsonResponse({ error: 'invalid_refresh_token', message: 'x' }, 401));
    const { dataProvider } = await import('../../../src/appProviders');
    await expect(dataProvider.getOne('usuarios', { id: 1 })).rejects.toMatchObject({ status: 401 });
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
  });
});
