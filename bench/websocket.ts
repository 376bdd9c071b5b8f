/**
 * Realtime budget: 1,000 signed-in websocket clients, server event → message received by all.
 * Run: npx tsx bench/websocket.ts   (DATABASE_URL=postgres://… measures the LISTEN/NOTIFY path)
 *
 * Method: the server is built in this process (buildApp, as `npm start` does) so that the bench
 * can create notifications with the product's own `context.notify`, the function every feature
 * uses, without a test-only route. USERS users log in over HTTP; a child process opens one socket
 * per user over loopback and timestamps each arrival (same clock: timeOrigin + now). Each event
 * goes to every active user; its latency is from before `notify` (rows stored, then published)
 * to the last of the 1,000 sockets receiving it. RSS is this process's: server and driver, no clients.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../server/auth/passwords';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { percentile, signInOverHttp } from './serverProcess';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';

const users = Number(process.env.USERS ?? 1000);
const events = Number(process.env.EVENTS ?? 20);
const budgetP99Ms = 250;
const password = 'medicion-de-sockets-1';
const rssMb = () => +(process.memoryUsage().rss / 1_048_576).toFixed(1);

type ClientReport = { type: 'ready'; sockets: number } | { type: 'received'; message: string; first: number; last: number };

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-ws-'));
const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
const config = readConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn', LOGIN_ATTEMPTS: '10000', AUTH_REQUESTS_PER_MINUTE: '1000000' });
const { app, context } = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
const clients = fork(new URL('./websocketClients.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] });
try {
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const hash = await hashPassword(password);
  const emails = Array.from({ length: users }, (_, index) => `vendedor${index}@example.com`);
  for (let start = 0; start < users; start += 200) {
    const rows = emails.slice(start, start + 200).map((email, index) => ({
      first_name: 'Vendedor',
      last_name: String(start + index),
      email,
      password: hash,
      date_joined: new Date().toISOString(),
      status: 'active' as const,
    }));
    await context.database.db.insertInto('users').values(rows).execute();
  }
  const rssIdle = rssMb();

  const tokens: string[] = [];
  for (let start = 0; start < users; start += 8) {
    const logins = emails.slice(start, start + 8).map((username) => signInOverHttp(baseUrl, username, password));
    tokens.push(...(await Promise.all(logins)));
  }

  const rssAfterLogins = rssMb();

  const reports: ClientReport[] = [];
  let wake: (() => void) | undefined;
  clients.on('message', (report: ClientReport) => {
    reports.push(report);
    wake?.();
  });
  const nextReport = (timeoutMs: number) =>
    new Promise<ClientReport>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the clients did not report in time')), timeoutMs);
      const take = () => {
        const report = reports.shift();
        if (!report) return;
        clearTimeout(timer);
        wake = undefined;
        resolve(report);
      };
      wake = take;
      take();
    });

  clients.send({ url: baseUrl.replace('http', 'ws'), tokens });
  const ready = await nextReport(120_000);
  if (ready.type !== 'ready' || context.hub.socketCount !== users) throw new Error(`only ${context.hub.socketCount} of ${users} sockets opened`);
  const rssConnected = rssMb();

  const allReceived: number[] = [];
  const firstReceived: number[] = [];
  const notifyCall: number[] = [];
  for (let event = 0; event < events; event++) {
    const message = `Nueva venta #${event}: 2 × Taladro inalámbrico 20 V`;
    const started = performance.timeOrigin + performance.now();
    await context.notify({ type: 'order', marketplace: 0, resourceId: 5000 + event, message, data: { total: 2599.9 } });
    notifyCall.push(performance.timeOrigin + performance.now() - started);
    const report = await nextReport(10_000);
    if (report.type !== 'received' || report.message !== message) throw new Error(`unexpected report ${JSON.stringify(report)}`);
    allReceived.push(report.last - started);
    firstReceived.push(report.first - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const round = (value: number) => +value.toFixed(1);
  const all = sorted(allReceived);
  console.log(
    JSON.stringify(
      {
        database: context.database.dialect,
        clients: users,
        events,
        all_clients_received_p50_ms: round(percentile(all, 50)),
        all_clients_received_p99_ms: round(percentile(all, 99)),
        all_clients_received_max_ms: round(all[all.length - 1]),
        first_client_received_p50_ms: round(percentile(sorted(firstReceived), 50)),
        notify_call_p50_ms: round(percentile(sorted(notifyCall), 50)),
        budget_p99_ms: budgetP99Ms,
        within_budget: percentile(all, 99) < budgetP99Ms,
        rss_idle_mb: rssIdle,
        rss_after_logins_mb: rssAfterLogins,
        rss_with_clients_mb: rssConnected,
        rss_after_events_mb: rssMb(),
      },
      null,
      2,
    ),
  );
} finally {
  if (clients.connected) clients.send({ type: 'stop' });
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
