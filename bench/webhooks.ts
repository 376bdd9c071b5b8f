/**
 * MercadoLibre webhook budgets of the real compiled server, printed as JSON:
 * 0. webhook answers one after another on an otherwise idle server (the cost of the answer itself);
 * 1. webhook answer p99 < 100 ms while 20 clients browse product pages and 4 write products;
 * 2. 10,000 webhooks in 60 s, 10 % of them duplicates: every one stored and processed, none lost,
 *    each sale announced exactly once.
 * Run: npx tsx bench/webhooks.ts   (DATABASE_URL=postgres://… for PostgreSQL; SECONDS=… for part 1)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSandbox } from '../sandbox';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { runLoad } from './catalogueLoad';
import { percentile, signInOverHttp, startServer } from './serverProcess';
import { validPhone } from '../tests/api/sandbox/mercadolibreHarness';

const seconds = Number(process.env.SECONDS ?? 20);
const products = 5_000;
const sales = 1_000;
const burst = { total: 10_000, duplicates: 1_000, seconds: 60, senders: 20 };
const password = 'medicion-de-avisos-1';
const mlApp = { clientId: '7700000000000011', clientSecret: 'bench-secret', redirectUri: 'http://localhost:3000/configuracion/mercadolibre' };

/** A database of its own on PostgreSQL (dropped at the end), else a SQLite file in the data directory. */
async function benchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `bench_webhooks_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: +percentile(sorted, 50).toFixed(2),
    p99_ms: +percentile(sorted, 99).toFixed(2),
    max_ms: +sorted[sorted.length - 1].toFixed(2),
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-webhooks-bench-'));
const database = await benchDatabase();
const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
const sandbox = await startSandbox({ port: 0, mercadolibre: { settings: { requestsPerSecond: 5_000 } } });
const control = sandbox.control.mercadolibre;
// No notification URL: the bench sends every webhook itself and times its answer.
control.configureApp({ ...mlApp, topics: ['orders_v2', 'shipments'] });
await generateCatalogue(env, products);
const server = await startServer({
  ...env,
  ADMIN_PASSWORD: password,
  DEMO_DATA: '0',
  ACCESS_TOKEN_SECONDS: '3600',
  MARKETPLACES: 'live',
  ML_API_URL: sandbox.mercadolibre.apiUrl,
  ML_AUTH_URL: sandbox.mercadolibre.authorizationUrl,
  ML_CLIENT_ID: mlApp.clientId,
  ML_CLIENT_SECRET: mlApp.clientSecret,
  ML_REDIRECT_URI: mlApp.redirectUri,
  ML_REQUESTS_PER_SECOND: '1000',
});
const beside = openDatabase(readConfig(env));
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const call = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const seller = control.createSeller({ nickname: 'BENCH_AVISOS' });
  const { state } = (await (await call('/api/mercadolibre/authorization_url')).json()) as { state: string };
  const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
  if ((await call('/api/mercadolibre/authorize', { code, state })).status !== 201) throw new Error('could not connect the seller');
  const { access_token: sellerToken } = control.issueTokens({ userId: seller.id, clientId: mlApp.clientId });
  const item = (await (
    await fetch(`${sandbox.mercadolibre.apiUrl}/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        validPhone({
          available_quantity: sales * 2,
          attributes: [
            { id: 'BRAND', value_name: 'Samsung' },
            { id: 'MODEL', value_name: 'Galaxy A15' },
            { id: 'GTIN', value_name: '8806095426280' },
            { id: 'SELLER_SKU', value_name: 'BENCH-1' },
          ],
        }),
      ),
    })
  ).json()) as { id: string };
  const orders = Array.from({ length: sales }, () => control.placeOrder({ itemId: item.id }));

  let sentIds = 0;
  const webhook = async (topic: string, resource: string, id: string): Promise<{ ms: number; status: number }> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/webhooks/mercadolibre`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _id: id, topic, resource, user_id: seller.id, application_id: Number(mlApp.clientId), attempts: 1 }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };

  // 0. The same webhooks one after another on an otherwise idle server: the cost of the answer itself.
  const alone: number[] = [];
  for (let index = 0; index < 200; index++) {
    const order = orders[index % sales];
    alone.push((await webhook('shipments', `/shipments/${(order.shipping as { id: number }).id}`, `alone-${index}`)).ms);
  }

  // 1. Webhooks (shipments, one every 20 ms) while 20 clients browse and 4 write.
  const productPage = () => `${server.url}/api/platform/products/?page=${1 + Math.floor(Math.random() * 200)}&size=25`;
  const productSheet = () => `${server.url}/api/platform/products/${1 + Math.floor(Math.random() * products)}`;
  const writer = async () => {
    const times: number[] = [];
    let errors = 0;
    const stopAt = performance.now() + seconds * 1000;
    while (performance.now() < stopAt) {
      const started = performance.now();
      const response = await fetch(productSheet(), {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ label: `Producto editado ${Math.random().toString(36).slice(2, 8)}` }),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
    return { times, errors };
  };
  const underLoad: { ms: number; status: number }[] = [];
  // One every 20 ms whatever the answers take, as MercadoLibre sends them: both builds of a comparison
  // then get the same webhooks to answer and to process.
  const sender = async () => {
    // The browsing load warms up for a second first (runLoad).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent: Promise<void>[] = [];
    const startedAt = performance.now();
    for (let index = 0; index < (seconds * 1000) / 20; index++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + index * 20 - performance.now())));
      const order = orders[sentIds % sales];
      const answer = webhook('shipments', `/shipments/${(order.shipping as { id: number }).id}`, `load-${sentIds++}`);
      sent.push(answer.then((timed) => void underLoad.push(timed)));
    }
    await Promise.all(sent);
  };
  const [browse, sheets, writers] = await Promise.all([
    runLoad({ url: productPage, token }, 10, seconds),
    runLoad({ url: productSheet, token }, 10, seconds),
    Promise.all(Array.from({ length: 4 }, writer)),
    sender(),
  ]);

  // 2. 10,000 webhooks in 60 s: 9 distinct notifications per sale, then 1,000 of them again.
  const distinct = orders.flatMap((order, index) =>
    Array.from({ length: (burst.total - burst.duplicates) / sales }, (_, copy) => ({ resource: `/orders/${order.id}`, id: `burst-${index}-${copy}` })),
  );
  const all = [...distinct, ...distinct.filter((_, index) => index % 9 === 0)].sort(() => Math.random() - 0.5);
  const burstTimes: number[] = [];
  let refused = 0;
  const burstStarted = performance.now();
  let next = 0;
  const pace = (burst.seconds * 1000) / all.length;
  await Promise.all(
    Array.from({ length: burst.senders }, async () => {
      while (next < all.length) {
        const index = next++;
        const due = burstStarted + index * pace;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const { ms, status } = await webhook('orders_v2', all[index].resource, all[index].id);
        burstTimes.push(ms);
        if (status !== 200) refused++;
      }
    }),
  );
  const sentSeconds = (performance.now() - burstStarted) / 1000;
  const burstRows = () => beside.db.selectFrom('mercadolibre_inbox').select(['status']).where('notification_id', 'like', 'burst-%').execute();
  const deadline = Date.now() + 120_000;
  while ((await burstRows()).some((row) => row.status === 'pending') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  const processedSeconds = (performance.now() - burstStarted) / 1000;
  const rows = await burstRows();
  const saleNotes = await beside.db.selectFrom('notifications').select(['resource_id']).where('type', '=', 'order').execute();
  const orderIds = new Set(orders.map((order) => String(order.id)));
  const announced = saleNotes.filter((row) => orderIds.has(row.resource_id));

  console.log(
    JSON.stringify(
      {
        database: beside.dialect,
        webhook_answers_alone: summary(alone),
        under_load: {
          seconds,
          webhook_answers: summary(underLoad.map((answer) => answer.ms)),
          webhook_errors: underLoad.filter((answer) => answer.status !== 200).length,
          browse_pages_10_clients: browse,
          browse_sheets_10_clients: sheets,
          writes_4_clients: { ...summary(writers.flatMap((result) => result.times)), errors: writers.reduce((sum, result) => sum + result.errors, 0) },
        },
        burst: {
          sent: all.length,
          duplicates: all.length - distinct.length,
          sent_seconds: +sentSeconds.toFixed(1),
          answers: summary(burstTimes),
          refused,
          stored_rows: rows.length,
          processed_rows: rows.filter((row) => row.status === 'done').length,
          failed_rows: rows.filter((row) => row.status === 'failed').length,
          all_processed_after_seconds: +processedSeconds.toFixed(1),
          sales: sales,
          sale_notifications: announced.length,
          distinct_sales_announced: new Set(announced.map((row) => row.resource_id)).size,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await beside.close();
  await server.stop();
  await sandbox.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
