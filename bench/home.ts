/**
 * Home page with charts visible after sign-in: for each of 5 rounds a cold headless Chromium opens
 * /login, signs in, and the time runs from the click on "Iniciar sesión" until today's bar of the
 * sales chart is drawn; over 100,000 SQLite products and 3,000 orders of the last 30 days. Also the
 * summary call's own time (p50/p95 of 20 sequential calls). Budget: median < 1.5 s.
 * Run: npx tsx bench/home.ts   (PRODUCTS=… and ORDERS=… to change the sizes)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeSummaryPath } from '../resources/homeSummary';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { launchBrowser } from '../tests/e2e/browser';
import { percentile, signInOverHttp, startServer } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const orders = Math.min(Number(process.env.ORDERS ?? 3_000), 100_000);
const rounds = 5;
const password = 'medicion-del-inicio-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-home-bench-'));

/** Orders spread over the last 30 days, straight into the table: the bench measures reading them. */
async function seedOrders(count: number) {
  const database = openDatabase(readConfig({ DATA_DIR: dataDir }));
  try {
    const { rowid: client } = await database.db.insertInto('clients').values({ name: 'Cliente de medición' }).returning('rowid').executeTakeFirstOrThrow();
    const now = Date.now();
    const statuses = ['draft', 'validated', 'validated', 'cancelled'] as const;
    const rows = Array.from({ length: count }, (_, index) => {
      const total = 100 + (index % 50) * 37;
      return {
        ref: `MED-${String(index).padStart(6, '0')}`,
        client_id: client,
        status: statuses[index % statuses.length],
        subtotal: total,
        tax: 0,
        total,
        datec: new Date(now - ((index * 7919) % (30 * 24 * 60)) * 60_000).toISOString(),
      };
    });
    for (let start = 0; start < rows.length; start += 500)
      await database.db
        .insertInto('orders')
        .values(rows.slice(start, start + 500))
        .execute();
  } finally {
    await database.close();
  }
}

await generateCatalogue({ DATA_DIR: dataDir }, products);
await seedOrders(orders);
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0' });
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const callTimes: number[] = [];
  for (let call = 0; call < 20; call++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/${homeSummaryPath}?utc_offset=-360`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`summary answered ${response.status}`);
    await response.json();
    callTimes.push(performance.now() - started);
  }
  callTimes.sort((a, b) => a - b);

  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByPlaceholder('Ingresa tu correo').fill('admin@example.com');
      await page.getByPlaceholder('Ingresa tu contraseña').fill(password);
      const started = performance.now();
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.locator('[data-series="erp"] .MuiBarChart-element').last().waitFor();
      times.push(performance.now() - started);
    } finally {
      await browser.close();
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        products,
        orders,
        charts_visible_after_sign_in_ms: times.map((time) => Math.round(time)),
        median_ms: Math.round(times[Math.floor(rounds / 2)]),
        budget_ms: 1500,
        summary_call_p50_ms: +percentile(callTimes, 50).toFixed(1),
        summary_call_p95_ms: +percentile(callTimes, 95).toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
