/**
 * Time from navigating to /productos (already signed in) until the first products page is on
 * screen, in headless Chromium, over 100,000 SQLite products; median of 5, and the server's RSS.
 * Run: npx tsx bench/productsPage.ts   (PRODUCTS=… to change the size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const password = 'medicion-de-pagina-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-products-page-bench-'));

await generateCatalogue({ DATA_DIR: dataDir }, products);
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder('Ingresa tu correo').fill('admin@example.com');
  await page.getByPlaceholder('Ingresa tu contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${server.url}/`);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    await page.goto(`${server.url}/`);
    await page.getByRole('menuitem', { name: 'Productos' }).waitFor();
    const started = performance.now();
    await page.getByRole('menuitem', { name: 'Productos' }).click();
    await page.locator('tbody tr').nth(4).waitFor();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        products,
        runs_ms: times.map((time) => Math.round(time)),
        median_ms: Math.round(times[2]),
        budget_ms: 1500,
        server_rss_mb: +server.rssMegabytes().toFixed(1),
        rss_budget_mb: 300,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
