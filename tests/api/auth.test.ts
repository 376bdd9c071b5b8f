import { afterEach, describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
afterEach(() => testApp?.close());

const loginAs = (t: TestApp, password: string, username = adminEmail, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password }, remoteAddress });
const refresh = (t: TestApp, refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/login/refresh/', payload: { refreshToken } });
const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/usuarios/', headers: { authorization: `Bearer ${token}` } });

describe('login', () => {
  it('answers token, refresh token, user name and id for good credentials', async () => {
    testApp = await startTestApp();
    const response = await loginAs(testApp, adminPassword, ' ADMIN@example.com ');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userName: 'Administrador', id: 1 });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await me(testApp, body.token)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same JSON 401', async () => {
    testApp = await startTestApp();
    const wrong = await loginAs(testApp, 'not-the-password');
    const unknown = await loginAs(testApp, adminPassword, 'nobody@example.com');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('invalid_credentials');
  });

  it('validates the login body', async () => {
    testApp = await startTestApp();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login/', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ password: 'Este campo no puede estar vacio', username: 'Este campo no puede estar vacio' });
  });

  it('rate-limits failed attempts per account with 429 and Retry-After', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await loginAs(testApp, 'wrong-password')).statusCode).toBe(401);
    const limited = await loginAs(testApp, adminPassword);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('too_many_attempts');
  });

  it('rate-limits one address spraying many accounts', async () => {
    testApp = await startTestApp({ LOGIN_ATTEMPTS: '2', LOGIN_ADDRESS_ATTEMPTS: '6', LOGIN_WINDOW_SECONDS: '60' });
    for (let attempt = 0; attempt < 6; attempt++) await loginAs(testApp, 'x', `user${attempt}@example.com`, '10.0.0.9');
    expect((await loginAs(testApp, adminPassword, adminEmail, '10.0.0.9')).statusCode).toBe(429);
    expect((await loginAs(testApp, adminPassword, adminEmail, '10.0.0.10')).statusCode).toBe(200);
  });

  it('refuses a disabled user', async () => {
    testApp = await startTestApp();
    await testApp.call({
      method: 'POST',
      url: '/api/usuarios/',
      payload: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', password: 'ana-password', status: 'disabled' },
    });
    expect((await loginAs(testApp, 'ana-password', 'ana@example.com')).statusCode).toBe(401);
  });
});

describe('access token expiry and refresh', () => {
  it('rejects an expired access token and refreshes it with a rotated refresh token', async () => {
    // A token's expiry is counted in whole seconds from the second it was signed in, so it lives between
    // two and three seconds here: long enough for the refreshed one to be used at once on a busy machine.
    testApp = await startTestApp({ ACCESS_TOKEN_SECONDS: '3' });
    const { token, refreshToken } = (await loginAs(testApp, adminPassword)).json();
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await me(testApp, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('unauthorized');

    const refreshed = await refresh(testApp, refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshToken).not.toBe(refreshToken);
    expect((await me(testApp, refreshed.json().token)).statusCode).toBe(200);
  });

  it('treats re-use of a rotated refresh token after the grace window as theft and revokes the session', async () => {
    testApp = await startTestApp({ REFRESH_GRACE_SECONDS: '0' });
    const { refreshToken } = (await loginAs(testApp, adminPassword)).json();
    const first = (await refresh(testApp, refreshToken)).json();
    expect((await refresh(testApp, refreshToken)).statusCode).toBe(401);
    expect((await refresh(testApp, first.refreshToken)).statusCode).toBe(401);
  });

  it('expires refresh tokens after their configured lifetime', async () => {
    testApp = await startTestApp({ REFRESH_TOKEN_SECONDS: '1' });
    const { refreshToken } = (await loginAs(testApp, adminPassword)).json();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await refresh(testApp, refreshToken)).statusCode).toBe(401);
  });

  it('refuses garbage refresh tokens', async () => {
    testApp = await startTestApp();
    expect((await refresh(testApp, 'not-a-token')).statusCode).toBe(401);
    expect((await refresh(testApp, 'abc.def')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token of the session', async () => {
    testApp = await startTestApp();
    const { token, refreshToken } = (await loginAs(testApp, adminPassword)).json();
    const out = await testApp.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(testApp, refreshToken)).statusCode).toBe(401);
  });

  it('a password reset by an administrator ends that user’s sessions', async () => {
    testApp = await startTestApp();
    const created = await testApp.call({
      method: 'POST',
      url: '/api/usuarios/',
      payload: { first_name: 'Luis', last_name: 'Paz', email: 'luis@example.com', password: 'luis-password' },
    });
    const session = (await loginAs(testApp, 'luis-password', 'luis@example.com')).json();
    await testApp.call({ method: 'PUT', url: `/api/usuarios/${created.json().id}`, payload: { password: 'nueva-contraseña' } });
    expect((await refresh(testApp, session.refreshToken)).statusCode).toBe(401);
    expect((await loginAs(testApp, 'nueva-contraseña', 'luis@example.com')).statusCode).toBe(200);
  });
});
