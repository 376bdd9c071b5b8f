import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
  testApp = await startTestApp({}, { distDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(distDir, { recursive: true, force: true });
});

interface Route {
  method: string;
  url: string;
  public: boolean;
}

/** Every method of every registered route (HEAD ones included), with its declared openness. */
const allRoutes = (): Route[] =>
  testApp.routes.flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, public: route.config?.public === true })));

/** A concrete URL for a route pattern: parameters and wildcards get a harmless value. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x');

/** Spellings the router may read as the same route, or that a naive prefix check would read as another. */
const variants = (url: string): string[] => {
  const withSlash = url.endsWith('/') ? url : `${url}/`;
  const percentFirst = `/%${url.charCodeAt(1).toString(16)}${url.slice(2)}`;
  return [
    url,
    `/${url}`,
    url.replace(/\/([^/]+)\//, '/$1//'),
    percentFirst,
    `/.${url}`,
    url.replace(/^\/(\w+)/, '/$1/.'),
    url.toUpperCase(),
    url.replace(/^\/(\w+)/, '/$1.'),
    `${withSlash.slice(0, -1)}.`,
    withSlash,
    url.endsWith('/') ? url.slice(0, -1) : url,
  ];
};

describe('the route walk', () => {
  it('opens only the declared public routes', () => {
    const open = allRoutes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(open)).toEqual(
      new Set([
        'POST /api/login/',
        'POST /api/login/refresh/',
        'POST /api/webhooks/mercadolibre',
        'GET /api/health',
        'HEAD /api/health',
        'GET /media/:name',
        'HEAD /media/:name',
        'GET /index.html',
        'HEAD /index.html',
        'GET /assets/app.js',
        'HEAD /assets/app.js',
        // The marketplaces' consent returns the browser here without our token: it is sent on to the host it started from, or served the app.
        'GET /configuracion/mercadolibre',
        'HEAD /configuracion/mercadolibre',
        'GET /configuracion/amazon',
        'HEAD /configuracion/amazon',
      ]),
    );
  });

  it('refuses every protected route, however its path is spelled, without a token', async () => {
    const protectedRoutes = allRoutes().filter((route) => !route.public);
    expect(protectedRoutes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      for (const url of variants(concrete(route.url))) {
        const response = await testApp.app.inject({ method: route.method as HTTPMethods, url });
        const refused = response.statusCode === 401 && (route.method === 'HEAD' || response.json().error === 'unauthorized');
        if (!refused) failures.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses unmatched API paths in any spelling and method, and answers 404 to a signed-in caller', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      for (const url of ['/api/nothing/here', '/API/nothing', '/%61pi/nothing', '//api//nothing', '/ws/nothing', '/./api/nothing', '/api./nothing']) {
        expect((await testApp.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    const signedIn = await testApp.call({ method: 'GET', url: '/api/nothing/here' });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json().error).toBe('not_found');
  });

  it('serves the browser app and its history fallback without a token', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/productos/editar/3' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect((await testApp.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });

  it('keeps the websocket token in the query string working', async () => {
    const { token } = await testApp.login();
    const refused = await testApp.app.inject({ method: 'GET', url: '/ws/notifications?token=forged' });
    expect(refused.statusCode).toBe(401);
    // Past the guard, the websocket route refuses a plain GET: it is not an upgrade.
    const accepted = await testApp.app.inject({ method: 'GET', url: `/ws/notifications?token=${token}` });
    expect(accepted.statusCode).not.toBe(401);
  });
});
