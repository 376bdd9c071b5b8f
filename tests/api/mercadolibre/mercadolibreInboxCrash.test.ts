import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { readConfig } from '../../../server/config';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import { type ServerProcess, spawnServer, stopProcess } from '../../support/serverProcess';
import { freshDatabaseUrl } from '../testApp';
import { inboxRows, notificationsOf, sellerItem } from './inboxSupport';
import { eventually, mlApp, sleep } from './mercadoLibreTestSupport';

const adminEmail = 'admin@example.com';
const adminPassword = 'contraseña-segura-1';

let sandbox: Sandbox;
let dataDir: string;
let database: { url?: string; drop(): Promise<void> };
let server: ServerProcess | undefined;

/** The real server (`server/main.ts`) as its own process, on the test's data directory or database. */
const startServerProcess = () =>
  spawnServer(
    ['--import', 'tsx', 'server/main.ts'],
    {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      DEMO_DATA: '0',
      LOG_LEVEL: 'error',
      MARKETPLACES: 'live',
      ML_API_URL: sandbox.mercadolibre.apiUrl,
      ML_AUTH_URL: sandbox.mercadolibre.authorizationUrl,
      ML_CLIENT_ID: mlApp.clientId,
      ML_CLIENT_SECRET: mlApp.clientSecret,
      ML_REDIRECT_URI: mlApp.redirectUri,
      ML_REQUESTS_PER_SECOND: '1000',
      ML_TIMEOUT_MS: '3000',
      ML_INBOX_POLL_MS: '50',
      ML_INBOX_LEASE_SECONDS: '1',
    },
    25_000,
  );

const killHard = (running: ServerProcess) => stopProcess(running.child, 'SIGKILL');

async function api(url: string, token: string | undefined, path: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The server's database read beside it, as an operator would. */
function openServerDatabase(): DatabaseHandle {
  return openDatabase(readConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url }));
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, mercadolibre: { settings: { requestsPerSecond: 1000 } } });
  sandbox.control.mercadolibre.configureApp({ ...mlApp, topics: ['orders_v2', 'payments', 'shipments'] });
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-inbox-crash-'));
  database = await freshDatabaseUrl();
});
afterAll(async () => {
  if (server) await killHard(server);
  await sandbox.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed right after acknowledging a burst of webhooks', () => {
  it('processes every one after the restart, announcing each sale, payment and shipment once', async () => {
    const control = sandbox.control.mercadolibre;
    server = await startServerProcess();
    const { token } = (await (await api(server.url, undefined, '/api/login/', { username: adminEmail, password: adminPassword })).json()) as { token: string };
    const seller = control.createSeller({ nickname: 'TIENDA_CAIDA' });
    const { state } = (await (await api(server.url, token, '/api/mercadolibre/authorization_url')).json()) as { state: string };
    const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
    expect((await api(server.url, token, '/api/mercadolibre/authorize', { code, state })).status).toBe(201);

    // Twenty sales; their notifications are posted by the test below, in one burst.
    const itemId = await sellerItem(sandbox, seller.id);
    const orders = Array.from({ length: 20 }, () => control.placeOrder({ itemId }));
    const pointers = orders.flatMap((order) => {
      const payment = (order.payments as { id: number }[])[0].id;
      const shipment = (order.shipping as { id: number }).id;
      return [
        ['orders_v2', `/orders/${order.id}`],
        ['payments', `/collections/${payment}`],
        ['shipments', `/shipments/${shipment}`],
      ];
    });
    // Every read of a resource is slow, so most of the burst is still unprocessed when the process dies.
    control.injectFault({ kind: 'latency', method: 'GET', delayMs: 400, count: 1_000 });
    const running = server;
    const answers = await Promise.all(
      pointers.map(([topic, resource], index) =>
        api(running.url, undefined, '/api/webhooks/mercadolibre', {
          _id: `burst-${index}`,
          topic,
          resource,
          user_id: seller.id,
          application_id: Number(mlApp.clientId),
          attempts: 1,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(pointers.map(() => 200));
    await killHard(running);
    server = undefined;

    const beside = openServerDatabase();
    try {
      const stored = await inboxRows(beside.db);
      expect(stored.filter((row) => row.notification_id.startsWith('burst-'))).toHaveLength(60);
      expect(stored.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);

      control.clearFaults();
      server = await startServerProcess();
      await eventually(async () => (await inboxRows(beside.db)).every((row) => row.status === 'done'), 20_000);
      await sleep(300);
      const adminId = Number((await beside.db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id);
      const announced = await notificationsOf(beside.db, adminId);
      for (const type of ['order', 'payment', 'shipping']) expect(announced.filter((row) => row.type === type)).toHaveLength(20);
      expect(new Set(announced.map((row) => `${row.type}:${row.resource_id}`)).size).toBe(announced.length);
    } finally {
      await beside.close();
    }
  }, 60_000);
});
