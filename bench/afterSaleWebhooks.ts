/**
 * MercadoLibre after-sale budgets of the compiled server (its own process), with 10 connected
 * sellers and the sandbox (in this process) posting its own webhooks to the server over HTTP,
 * printed as JSON:
 * (a) a sandbox event (a buyer asks, or buys) until its row is in the database and a signed-in
 *     websocket client has its notification: p99 < 500 ms; events spread over the 10 accounts;
 * (b) 10,000 webhooks in 60 s, 10 % of them duplicates (the sandbox posts them a second time):
 *     every event stored and announced once, nothing lost, no duplicate row or notification.
 * Run: npx tsx bench/afterSaleWebhooks.ts   (DATABASE_URL=postgres://… for PostgreSQL)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startSandbox } from '../sandbox';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { percentile, signInOverHttp, startServer } from './serverProcess';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';
import { validPhone } from '../tests/api/sandbox/mercadolibreHarness';

const accountCount = 10;
const latency = { events: 300, perSecond: 10 };
// 1,500 sales (an order, a payment and a shipment webhook each) and 4,500 questions: 9,000 distinct webhooks, and 1,000 posted twice.
const burst = { sales: 1_500, questions: 4_500, seconds: 60, duplicateRate: 1_000 / 9_000 };
const password = 'medicion-posventa-1';
const mlApp = { clientId: '7700000000000013', clientSecret: 'bench-secret', redirectUri: 'http://localhost:3000/configuracion/mercadolibre' };
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: +percentile(sorted, 50).toFixed(1),
    p99_ms: +percentile(sorted, 99).toFixed(1),
    max_ms: +(sorted.at(-1) ?? 0).toFixed(1),
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-after-sale-bench-'));
const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
const sandbox = await startSandbox({ port: 0, mercadolibre: { settings: { requestsPerSecond: 5_000 } } });
const control = sandbox.control.mercadolibre;
control.configureApp({ ...mlApp, topics: ['questions', 'orders_v2', 'payments', 'shipments'] });
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
let socket: WebSocket | undefined;
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const call = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const sellers: { sellerId: number; itemId: string }[] = [];
  for (let index = 0; index < accountCount; index++) {
    const seller = control.createSeller({ nickname: `BENCH_POSVENTA_${index}` });
    const { state } = (await (await call('/api/mercadolibre/authorization_url')).json()) as { state: string };
    const code = control.issueAuthorizationCode({ userId: seller.id, clientId: mlApp.clientId, redirectUri: mlApp.redirectUri });
    if ((await call('/api/mercadolibre/authorize', { code, state })).status !== 201) throw new Error('could not connect a seller');
    const { access_token: sellerToken } = control.issueTokens({ userId: seller.id, clientId: mlApp.clientId });
    const created = await fetch(`${sandbox.mercadolibre.apiUrl}/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        validPhone({
          available_quantity: 5_000,
          attributes: [
            { id: 'BRAND', value_name: 'Samsung' },
            { id: 'MODEL', value_name: 'Galaxy A15' },
            { id: 'GTIN', value_name: '8806095426280' },
            { id: 'SELLER_SKU', value_name: `BENCH-POSVENTA-${index}` },
          ],
        }),
      ),
    });
    if (created.status !== 201) throw new Error(`item: ${created.status} ${await created.text()}`);
    sellers.push({ sellerId: seller.id, itemId: ((await created.json()) as { id: string }).id });
  }
  // Only now do webhooks go to the server: the setup's own (the items) are not part of the measure.
  control.configureApp({ ...mlApp, notificationUrl: `${server.url}/api/webhooks/mercadolibre`, topics: ['questions', 'orders_v2', 'payments', 'shipments'] });

  // The signed-in client: every notification it receives, by type and resource, with when it first came.
  const arrivals = new Map<string, { at: number; count: number }>();
  socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/notifications?token=${token}`);
  await new Promise((resolve, reject) => socket?.once('open', resolve).once('error', reject));
  socket.on('message', (raw) => {
    const at = now();
    const { type, resource_id: resourceId } = JSON.parse(raw.toString()) as { type?: string; resource_id?: string };
    const key = `${type}:${resourceId}`;
    const seen = arrivals.get(key);
    arrivals.set(key, { at: seen?.at ?? at, count: (seen?.count ?? 0) + 1 });
  });

  /** A buyer asks (`question`) or buys (`order`) on the next account; answers the notification it should make. */
  let next = 0;
  const event = (kind: 'question' | 'order'): string => {
    const seller = sellers[next++ % accountCount];
    if (kind === 'question') return `question:${control.createQuestion({ itemId: seller.itemId, text: `¿Tienen garantía? ${next}` }).id}`;
    return `order:${String(control.placeOrder({ itemId: seller.itemId }).id)}`;
  };
  const waitFor = async (keys: string[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (keys.some((key) => !arrivals.has(key)) && Date.now() < deadline) await sleep(100);
  };

  // (a) One event every 100 ms, questions and sales in turn, over the 10 accounts.
  const started = new Map<string, number>();
  for (let index = 0; index < latency.events; index++) {
    const at = now();
    started.set(event(index % 2 ? 'order' : 'question'), at);
    await sleep(1000 / latency.perSecond);
  }
  await waitFor([...started.keys()], 30_000);
  const latencies = [...started].map(([key, at]) => (arrivals.get(key)?.at ?? Infinity) - at).filter(Number.isFinite);
  const questionIds = [...started.keys()].filter((key) => key.startsWith('question:')).map((key) => key.slice('question:'.length));
  const orderIds = [...started.keys()].filter((key) => key.startsWith('order:')).map((key) => key.slice('order:'.length));
  const latencyRows = {
    questions: (await beside.db.selectFrom('mercadolibre_questions').select('ml_id').where('ml_id', 'in', questionIds).execute()).length,
    sales: (await beside.db.selectFrom('orders').select('marketplace_order_id').where('marketplace_order_id', 'in', orderIds).execute()).length,
  };

  // (b) 6,000 events (a sale every fourth) paced over 60 s; the sandbox posts a share of the webhooks twice.
  await sleep(2_000);
  const deliveriesBefore = control.webhookDeliveries().length;
  const lastRowBefore = Number(
    (
      await beside.db
        .selectFrom('mercadolibre_inbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );
  control.updateSettings({ webhookDuplicateRate: burst.duplicateRate });
  const events = burst.sales + burst.questions;
  const burstKeys: string[] = [];
  const burstStarted = performance.now();
  for (let index = 0; index < events; index++) {
    const due = burstStarted + (index * burst.seconds * 1000) / events;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    burstKeys.push(event(index % 4 === 0 ? 'order' : 'question'));
  }
  const sentSeconds = (performance.now() - burstStarted) / 1000;
  const pendingRows = () =>
    beside.db
      .selectFrom('mercadolibre_inbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const posting = control.webhookDeliveries().some((delivery) => delivery.state === 'pending');
    if (!posting && Number((await pendingRows()).count) === 0) break;
    await sleep(250);
  }
  await waitFor(burstKeys, 10_000);
  const processedSeconds = (performance.now() - burstStarted) / 1000;
  await sleep(1_000);

  const deliveries = control.webhookDeliveries().slice(deliveriesBefore);
  const posts = deliveries.flatMap((delivery) => delivery.attempts);
  const rows = await beside.db.selectFrom('mercadolibre_inbox').select(['status', 'notification_id']).where('id', '>', lastRowBefore).execute();
  const webhookRows = rows.filter((row) => !row.notification_id.startsWith('sync:'));
  const burstQuestionIds = burstKeys.filter((key) => key.startsWith('question:')).map((key) => key.slice('question:'.length));
  const burstOrderIds = burstKeys.filter((key) => key.startsWith('order:')).map((key) => key.slice('order:'.length));
  const stored = async (table: 'mercadolibre_questions' | 'orders', column: 'ml_id' | 'marketplace_order_id', ids: string[]) => {
    let found = 0;
    for (let start = 0; start < ids.length; start += 500)
      found += (
        await beside.db
          .selectFrom(table)
          .select(column)
          .where(column, 'in', ids.slice(start, start + 500))
          .execute()
      ).length;
    return found;
  };
  const notes = await beside.db.selectFrom('notifications').select(['type', 'resource_id']).where('type', 'in', ['question', 'order']).execute();
  const noted = new Map<string, number>();
  for (const note of notes) noted.set(`${note.type}:${note.resource_id}`, (noted.get(`${note.type}:${note.resource_id}`) ?? 0) + 1);

  console.log(
    JSON.stringify(
      {
        database: beside.dialect,
        load_average: loadavg().map((value) => +value.toFixed(1)),
        latency: {
          accounts: accountCount,
          events: started.size,
          event_to_websocket: summary(latencies),
          not_received: started.size - latencies.length,
          rows_in_database: latencyRows,
        },
        burst: {
          events,
          webhooks_posted: posts.length,
          duplicates_posted: posts.filter((post) => post.duplicate).length,
          retries_posted: posts.filter((post) => !post.duplicate && post.attempt > 1).length,
          sent_seconds: +sentSeconds.toFixed(1),
          deliveries_failed: deliveries.filter((delivery) => delivery.state === 'failed').length,
          inbox_rows_stored: webhookRows.length,
          distinct_notifications: deliveries.length,
          inbox_rows_failed: rows.filter((row) => row.status === 'failed').length,
          all_processed_after_seconds: +processedSeconds.toFixed(1),
          questions_stored: `${await stored('mercadolibre_questions', 'ml_id', burstQuestionIds)} of ${burstQuestionIds.length}`,
          sales_stored: `${await stored('orders', 'marketplace_order_id', burstOrderIds)} of ${burstOrderIds.length}`,
          events_announced_once: burstKeys.filter((key) => noted.get(key) === 1).length,
          events_announced_twice_or_more: burstKeys.filter((key) => (noted.get(key) ?? 0) > 1).length,
          events_received_once_by_the_client: burstKeys.filter((key) => arrivals.get(key)?.count === 1).length,
        },
      },
      null,
      2,
    ),
  );
} finally {
  socket?.terminate();
  await beside.close();
  await server.stop();
  await sandbox.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
