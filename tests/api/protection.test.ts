import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const protectedCalls = (): [string, string][] => [
  ['GET', '/api/system/health'],
  ['GET', '/api/docs'],
  ['POST', '/api/logout/'],
  ['GET', '/api/unknown/path'],
  ['GET', '/ws/notifications'],
  ...resources.flatMap((resource): [string, string][] => {
    const base = `/${resource.path}`;
    return [
      ['GET', base],
      ['POST', base],
      ['POST', `${base}q/`],
      ['POST', `${base}batch`],
      ['GET', `${base}1`],
      ['PUT', `${base}1`],
      ['DELETE', `${base}1`],
    ];
  }),
];

describe('every protected route', () => {
  it.each(protectedCalls())('%s %s answers 401 JSON without a token', async (method, url) => {
    const response = await testApp.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error).toBe('unauthorized');
  });

  it.each(protectedCalls())('%s %s answers 401 with a forged token', async (method, url) => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInNpZCI6IngiLCJleHAiOjk5OTk5OTk5OTl9.c2lnbmF0dXJl';
    const response = await testApp.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the server around the API', () => {
  it('answers unknown API paths with JSON 404 once signed in', async () => {
    const response = await testApp.call({ method: 'GET', url: '/api/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('ignores trailing slashes', async () => {
    expect((await testApp.call({ method: 'GET', url: '/api/usuarios' })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'GET', url: '/api/usuarios/1/' })).statusCode).toBe(200);
  });

  it('sends security headers on answers, refusals and missing paths alike', async () => {
    const answers = [
      await testApp.call({ method: 'GET', url: '/api/usuarios/' }),
      await testApp.app.inject({ method: 'GET', url: '/api/usuarios/' }),
      await testApp.call({ method: 'GET', url: '/api/does/not/exist' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
          "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('describes itself with OpenAPI at /api/docs', async () => {
    const response = await testApp.call({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/usuarios/', '/api/usuarios/{id}', '/api/login/']));
  });

  it('documents every error answer with the one error body, field messages included', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }> };
    const document: { paths: Record<string, Record<string, Operation>> } = (await testApp.call({ method: 'GET', url: '/api/docs' })).json();
    const errorAnswers = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => Number(status) >= 400)
          .map(([status, answer]) => ({
            route: `${method} ${path} ${status}`,
            members: Object.keys(answer.content?.['application/json']?.schema?.properties ?? {}),
          })),
      ),
    );
    expect(errorAnswers.map((answer) => answer.route)).toContain('post /api/erp/orders/{id}/validate 409');
    for (const { route, members } of errorAnswers) expect(members, route).toEqual(expect.arrayContaining(['error', 'message', 'fields']));
  });

  it('reports version, database and health', async () => {
    const response = await testApp.call({ method: 'GET', url: '/api/system/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: expect.any(String), database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('answers a liveness probe without sign-in, telling nothing but the status', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('migrates idempotently: building the app twice on the same database keeps the data', async () => {
    const { buildApp } = await import('../../server/app');
    const again = await buildApp(testApp.config);
    const response = await again.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'admin@example.com', password: 'contraseña-segura-1' },
    });
    expect(response.statusCode).toBe(200);
    await again.app.close();
  });
});
