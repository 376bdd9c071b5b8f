/**
 * MercadoLibre budgets (`npx tsx bench/mercadolibre.ts`), printed as JSON:
 * 1. bulk publish of 1,000 publications with the sandbox limited to 10 requests/s for the app and
 *    our budget at 10/s: elapsed time against the 100 s that rate allows, failed items (must be 0);
 * 2. the publications list over 50,000 rows: p50/p99 of a page of 25 with a search (SQLite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { seedAdmin } from '../server/users/seedAdmin';

const app = { clientId: '7700000000000009', clientSecret: 'bench-secret', redirectUri: 'http://localhost:3000/configuracion/mercadolibre' };
const publishCount = Number(process.env.BENCH_PUBLISH ?? 1000);
const rate = 10;

async function main() {
  const sandbox = await startSandbox({ port: 0 });
  const control = sandbox.control.mercadolibre;
  control.configureApp(app);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ml-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ML_API_URL: sandbox.mercadolibre.apiUrl,
    ML_CLIENT_ID: app.clientId,
    ML_CLIENT_SECRET: app.clientSecret,
    ML_REDIRECT_URI: app.redirectUri,
    ML_REQUESTS_PER_SECOND: String(rate),
  });
  const { app: server, context } = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
  await seedAdmin(context.database.db, 'admin@example.com', 'contraseña-bench-1');
  const login = async () =>
    (await server.inject({ method: 'POST', url: '/api/login/', payload: { username: 'admin@example.com', password: 'contraseña-bench-1' } })).json()
      .token as string;
  let token = await login();
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const seller = control.createSeller({ nickname: 'BENCH' });
  const { state } = (await call('GET', '/api/mercadolibre/authorization_url')).json();
  const code = control.issueAuthorizationCode({ userId: seller.id, clientId: app.clientId });
  const account = (await call('POST', '/api/mercadolibre/authorize', { code, state })).json();
  await context.tasks.startWorker({ pollMs: 50 });

  const db = context.database.db;
  const now = new Date().toISOString();
  const publicationIds: number[] = [];
  for (let index = 0; index < publishCount; index++) {
    const product = await db
      .insertInto('products')
      .values({
        ref: `B-${index}`,
        label: `Cafetera Oster ${index}`,
        price: 899,
        price_ttc: 899,
        stock: 5,
        barcode: String(7_502_000_000_000 + index),
        images: JSON.stringify([{ id: 'x', url: 'https://example.com/c.jpg' }]),
        datec: now,
        tms: now,
      })
      .returning('rowid')
      .executeTakeFirstOrThrow();
    const publication = await db
      .insertInto('mercadolibre_publications')
      .values({
        product_id: Number(product.rowid),
        account_id: account.id,
        title: `Cafetera Oster ${index}`,
        status: 'to_be_published',
        category_id: 'MLM1621',
        listing_type_id: 'gold_special',
        sold_quantity: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    publicationIds.push(Number(publication.id));
  }
  control.setRateLimit({ requestsPerSecond: rate });
  const sentBefore = server.mercadolibre.connector.sent.get(account.id) ?? 0;
  const started = Date.now();
  const task = (
    await call(
      'POST',
      '/api/mercadolibre/publications/publish_multiple',
      publicationIds.map((publicationId) => ({ publicationId })),
    )
  ).json();
  let current = task;
  while (![3, 4, 6].includes(current.status)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = await context.tasks.get(task.id);
  }
  const elapsedS = (Date.now() - started) / 1000;
  const requests = (server.mercadolibre.connector.sent.get(account.id) ?? 0) - sentBefore;
  const allowedS = requests / rate;
  const publish = {
    publications: publishCount,
    rate_per_s: rate,
    requests,
    elapsed_s: elapsedS,
    rate_allows_s: allowedS,
    over_pct: Math.round(((elapsedS - allowedS) / allowedS) * 1000) / 10,
    done: current.done,
    failed: current.failed,
    creations_on_sandbox: control.itemCreations(seller.id).creations,
  };
  await context.tasks.stopWorker();

  const rows = 50_000 - publishCount;
  const words = ['Cafetera', 'Licuadora', 'Taladro', 'Tenis', 'Peluche', 'Laptop', 'Celular', 'Playera'];
  for (let start = 0; start < rows; start += 500) {
    const batch = Array.from({ length: Math.min(500, rows - start) }, (_, offset) => {
      const index = start + offset;
      return {
        account_id: account.id,
        title: `${words[index % words.length]} modelo ${index}`,
        sku: String(7_509_000_000_000 + index),
        ml_id: `MLM${5_000_000_000 + index}`,
        status: index % 3 ? ('published' as const) : ('paused' as const),
        price: 100 + (index % 900),
        sold_quantity: index % 7,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('mercadolibre_publications').values(batch).execute();
  }
  // The publish phase outlives the one-minute access token.
  token = await login();
  const times: number[] = [];
  for (let run = 0; run < 300; run++) {
    const search = words[run % words.length].toLowerCase().slice(0, 5 + (run % 3));
    const begin = process.hrtime.bigint();
    const answer = await call('GET', `/api/mercadolibre/publications/?page=${1 + (run % 20)}&size=25&search=${search}`);
    times.push(Number(process.hrtime.bigint() - begin) / 1e6);
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  const list = {
    rows: 50_000,
    requests: times.length,
    page_size: 25,
    p50_ms: pick(0.5),
    p99_ms: pick(0.99),
    method: 'app.inject GET ?page&size=25&search=<word prefix>, SQLite, full-text index',
  };

  process.stdout.write(`${JSON.stringify({ bulk_publish: publish, publication_list: list }, null, 2)}\n`);
  await server.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
