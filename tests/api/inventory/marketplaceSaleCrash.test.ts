import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { readConfig } from '../../../server/config';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import { type ServerProcess, spawnServer, stopProcess } from '../../support/serverProcess';
import { inboxRows, sellerItem } from '../mercadolibre/inboxSupport';
import { eventually, mlApp } from '../mercadolibre/mercadoLibreTestSupport';
import { freshDatabaseUrl } from '../testApp';

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

async function api(url: string, token: string | undefined, path: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const openServerDatabase = (): DatabaseHandle => openDatabase(readConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url }));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, mercadolibre: { settings: { requestsPerSecond: 1000 } } });
  sandbox.control.mercadolibre.configureApp({ ...mlApp, topics: ['orders_v2', 'payments', 'shipments'] });
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-sale-crash-'));
  database = await freshDatabaseUrl();
});
afterAll(async () => {
  if (server) await stopProcess(server.child, 'SIGKILL');
  await sandbox.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed while it records sales', () => {
  it('takes each sale’s stock once after the restart, even for a sale stored before its hints were acknowledged', async () => {
    const control = sandbox.control.mercadolibre;
    server = await startServerProcess();
    const { token } = (await (await api(server.url, undefined, '/api/login/', { username: adminEmail, password: adminPassword })).json()) as { token: string };
    const seller = control.createSeller({ nickname: 'TIENDA_VENTA_CAIDA' });
    const { state } = (await (await api(server.url, token, '/api/mercadolibre/authorization_url')).json()) as { state: string };
    const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
    const connected = await api(server.url, token, '/api/mercadolibre/authorize', { code, state });
    const accountId = ((await connected.json()) as { id: number }).id;

    const beside = openServerDatabase();
    try {
      const now = new Date().toISOString();
      const itemId = await sellerItem(sandbox, seller.id, 20);
      const warehouse = await beside.db
        .insertInto('warehouses')
        .values({ label: 'Principal', datec: now, tms: now })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      const product = await beside.db
        .insertInto('products')
        .values({ ref: 'CAFETERA-20', label: 'Cafetera', price: 899, stock: 20, datec: now, tms: now })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      const productId = Number(product.rowid);
      await beside.db
        .insertInto('product_stock')
        .values({ product_id: productId, warehouse_id: Number(warehouse.rowid), quantity: 20, tms: now })
        .execute();
      await beside.db
        .insertInto('mercadolibre_publications')
        .values({ ml_id: itemId, product_id: productId, account_id: accountId, title: 'Cafetera', status: 'published', created_at: now, updated_at: now })
        .execute();

      // Five sales of two units; each sale is pointed at by three hints (order, payment, shipment), all read slowly.
      const sales = Array.from({ length: 5 }, () => control.placeOrder({ itemId, quantity: 2 }));
      control.injectFault({ kind: 'latency', method: 'GET', delayMs: 150, count: 1_000 });
      const running = server;
      const pointers = sales.flatMap((sale) => [
        ['orders_v2', `/orders/${sale.id}`],
        ['payments', `/collections/${(sale.payments as { id: number }[])[0].id}`],
        ['shipments', `/shipments/${(sale.shipping as { id: number }).id}`],
      ]);
      const answers = await Promise.all(
        pointers.map(([topic, resource], index) =>
          api(running.url, undefined, '/api/webhooks/mercadolibre', {
            _id: `sale-${index}`,
            topic,
            resource,
            user_id: seller.id,
            application_id: Number(mlApp.clientId),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(pointers.map(() => 200));

      // Killed as soon as a sale is stored: its other hints are still unacknowledged.
      const stored = await eventually(async () => {
        const rows = await beside.db.selectFrom('orders').select('marketplace_order_id').where('channel', '=', 'mercadolibre').execute();
        return rows.length ? rows : undefined;
      });
      await stopProcess(running.child, 'SIGKILL');
      server = undefined;
      const storedSale = sales.find((sale) => String(sale.id) === stored[0].marketplace_order_id);
      const pending = (await inboxRows(beside.db)).filter((row) => row.status !== 'done');
      const salePointers = new Set(pointers.filter((_, index) => sales[Math.floor(index / 3)] === storedSale).map(([, resource]) => resource));
      expect(pending.some((row) => salePointers.has(row.resource))).toBe(true);

      control.clearFaults();
      server = await startServerProcess();
      await eventually(async () => (await inboxRows(beside.db)).every((row) => row.status === 'done'), 20_000);
      const orders = await beside.db.selectFrom('orders').select(['marketplace_order_id', 'stock_state']).where('channel', '=', 'mercadolibre').execute();
      expect(orders.map((order) => order.marketplace_order_id).sort()).toEqual(sales.map((sale) => String(sale.id)).sort());
      expect(orders.every((order) => order.stock_state === 'taken')).toBe(true);
      const stock = await beside.db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow();
      expect(Number(stock.stock)).toBe(10);
    } finally {
      await beside.close();
    }
  }, 60_000);
});
