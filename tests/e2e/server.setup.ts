import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer, stopProcess } from '../support/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** The server's DATA_DIR (its SQLite file), for tests that create data through server functions. */
    dataDir: string;
    /** The MercadoLibre sandbox beside the server, whose control API plays the buyers. */
    sandboxUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const adminEmail = 'vendedora@example.com';
const adminPassword = 'clave-de-prueba-1';

/**
 * Waits until the demo start finished in the background what the tests count on: the Amazon demo
 * seller's listings made and its open orders read (a count taken by a test before and after would
 * otherwise see them land in between).
 */
async function untilAmazonDemoWired(baseUrl: string): Promise<void> {
  // Access tokens live a minute: one per check.
  const signIn = async () => {
    const signedIn = await fetch(`${baseUrl}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: adminEmail, password: adminPassword }),
    });
    return ((await signedIn.json()) as { token: string }).token;
  };
  const totalOf = async (token: string, path: string, filter?: object) => {
    const response = await fetch(`${baseUrl}${path}?page=1&size=1`, {
      method: filter ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${token}`, ...(filter && { 'Content-Type': 'application/json' }) },
      body: filter && JSON.stringify(filter),
    });
    return response.ok ? ((await response.json()) as { total: number }).total : 0;
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const token = await signIn();
    if ((await totalOf(token, '/api/amazon/listings/')) === 15 && (await totalOf(token, '/api/erp/orders/q/', { channel: 'amazon' })) === 2) return;
  }
  throw new Error("the demo start did not list the Amazon demo products or read its seller's open orders within a minute");
}

/** Starts the real server (built app, fresh SQLite file) the way `npm start` does, on a free port. */
export default async function setup(project: TestProject) {
  execSync('node server/ensure-build.mjs', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const sandboxPort = await freePort();
  const {
    child: server,
    url: baseUrl,
    output,
  } = await spawnServer(
    ['--max-semi-space-size=4', 'dist-server/main.mjs'],
    {
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      MARKETPLACES: 'sandbox',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_BUYER_EVENTS: '0',
      SANDBOX_AMAZON_EVENTS_LAG_MS: '0',
      // Amazon's orders are polled: a sale placed by a test reaches the screens within seconds.
      AMAZON_ORDERS_POLL_SECONDS: '3',
    },
    60_000,
  );
  // Polled every 3 s, the connected accounts would spend getOrders' usage plan (one a minute after a
  // burst of 20) within a minute, and a sale would then wait a minute for its round.
  const plan = await fetch(`http://127.0.0.1:${sandboxPort}/amazon/_control/usage_plans/getOrders`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate: 1, burst: 20 }),
  });
  if (!plan.ok) throw new Error(`the sandbox refused getOrders' usage plan: ${plan.status}`);
  await untilAmazonDemoWired(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', dataDir);
  project.provide('sandboxUrl', `http://127.0.0.1:${sandboxPort}`);

  return async () => {
    await stopProcess(server);
    // At LOG_LEVEL warn the server prints only what went wrong: a failing browser test often shows
    // its cause here (a notification not processed, a marketplace call refused).
    const warnings = output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    if (warnings.length) process.stderr.write(`The server's warnings during the browser tests:\n${warnings.join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
