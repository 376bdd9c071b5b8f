import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { adminEmail, adminPassword, startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
afterEach(() => testApp?.close());

const loginAs = (t: TestApp, username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
const list = (t: Pick<TestApp, 'app'>, token: string) => t.app.inject({ method: 'GET', url: '/api/usuarios/', headers: { authorization: `Bearer ${token}` } });
const refresh = (t: TestApp, refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/login/refresh/', payload: { refreshToken } });

async function createUser(t: TestApp, email: string, password: string): Promise<number> {
  const created = await t.call({ method: 'POST', url: '/api/usuarios/', payload: { first_name: 'Eva', last_name: 'Luna', email, password } });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

describe('an access token ends with its session', () => {
  it('is refused right after logout', async () => {
    testApp = await startTestApp();
    const { token } = (await loginAs(testApp, adminEmail, adminPassword)).json();
    expect((await list(testApp, token)).statusCode).toBe(200);
    const out = await testApp.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    const after = await list(testApp, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'unauthorized', message: 'La sesión fue cerrada' });
  });

  it('is refused right after an administrator disables its user, and only that user’s', async () => {
    testApp = await startTestApp();
    const id = await createUser(testApp, 'eva@example.com', 'eva-password');
    const eva = (await loginAs(testApp, 'eva@example.com', 'eva-password')).json();
    expect((await list(testApp, eva.token)).statusCode).toBe(200);
    const disabled = await testApp.call({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { status: 'disabled' } });
    expect(disabled.statusCode).toBe(200);
    expect((await list(testApp, eva.token)).statusCode).toBe(401);
    expect((await refresh(testApp, eva.refreshToken)).statusCode).toBe(401);
    expect((await testApp.call({ method: 'GET', url: '/api/usuarios/' })).statusCode).toBe(200);
  });

  it('is refused right after an administrator resets the password or the session is revoked', async () => {
    testApp = await startTestApp();
    const id = await createUser(testApp, 'eva@example.com', 'eva-password');
    const first = (await loginAs(testApp, 'eva@example.com', 'eva-password')).json();
    await testApp.call({ method: 'PUT', url: `/api/usuarios/${id}`, payload: { password: 'otra-contraseña' } });
    expect((await list(testApp, first.token)).statusCode).toBe(401);

    const second = (await loginAs(testApp, 'eva@example.com', 'otra-contraseña')).json();
    const third = (await loginAs(testApp, 'eva@example.com', 'otra-contraseña')).json();
    expect((await list(testApp, second.token)).statusCode).toBe(200);
    const [sessionId] = second.refreshToken.split('.');
    await testApp.context.sessions.revoke(sessionId);
    expect((await list(testApp, second.token)).statusCode).toBe(401);
    expect((await list(testApp, third.token)).statusCode).toBe(200);
  });
});

describe('a repeated refresh', () => {
  it('gives every one of several concurrent refreshes the same new pair, and the session lives on', async () => {
    testApp = await startTestApp();
    const { refreshToken } = (await loginAs(testApp, adminEmail, adminPassword)).json();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const response = await fetch(`${address}/api/login/refresh/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
        return { status: response.status, body: (await response.json()) as { token: string; refreshToken: string } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const pairs = new Set(answers.map((answer) => `${answer.body.token} ${answer.body.refreshToken}`));
    expect(pairs.size).toBe(1);
    const next = answers[0].body;
    expect(next.refreshToken).not.toBe(refreshToken);
    expect((await list(testApp, next.token)).statusCode).toBe(200);
    const after = await refresh(testApp, next.refreshToken);
    expect(after.statusCode).toBe(200);
    expect((await list(testApp, after.json().token)).statusCode).toBe(200);
  });

  it('after the grace window revokes the session', async () => {
    testApp = await startTestApp({ REFRESH_GRACE_SECONDS: '1' });
    const { refreshToken } = (await loginAs(testApp, adminEmail, adminPassword)).json();
    const next = (await refresh(testApp, refreshToken)).json();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await refresh(testApp, refreshToken)).statusCode).toBe(401);
    expect((await list(testApp, next.token)).statusCode).toBe(401);
    expect((await refresh(testApp, next.refreshToken)).statusCode).toBe(401);
  });

  it('of a token older than the last rotation revokes the session even within the window', async () => {
    testApp = await startTestApp();
    const { refreshToken } = (await loginAs(testApp, adminEmail, adminPassword)).json();
    const second = (await refresh(testApp, refreshToken)).json();
    const third = (await refresh(testApp, second.refreshToken)).json();
    expect((await refresh(testApp, refreshToken)).statusCode).toBe(401);
    expect((await refresh(testApp, third.refreshToken)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, with two server processes', () => {
  it('a session revoked by one is refused by the other as soon as the revocation reaches it, though it had the session in memory', async () => {
    testApp = await startTestApp();
    const other = await buildApp(testApp.config);
    try {
      const { token } = (await loginAs(testApp, adminEmail, adminPassword)).json();
      expect((await list(other, token)).statusCode).toBe(200);
      expect((await list(other, token)).statusCode).toBe(200);
      const reached = new Promise<number>((resolve) => {
        other.context.hub.bus.subscribe((event) => event.kind === 'revoke' && resolve(performance.now()));
      });
      const started = performance.now();
      const out = await testApp.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode).toBe(204);
      // The logout answers once the database has handed the revocation to every listening process.
      expect((await reached) - started).toBeLessThan(1000);
      expect((await list(other, token)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });
});
