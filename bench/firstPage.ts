/**
 * The first products page, cold, ours against a one-resource react-admin app: for each of 5 rounds
 * a new headless Chromium (empty cache, 1440×900) opens our /productos signed in, and the other app's
 * products list, in turn; the time runs from the navigation's start until the frame that first
 * shows a row. Both read the same 100,000 products: ours from the server over SQLite, the other from
 * a json-server-like REST API this script serves from memory (json-server keeps its whole data in
 * memory too, and sorts and slices it per request). Every script that arrives before the first row
 * is gzipped and counted (the median of the rounds).
 * Budget: median time ≤ 0.8× the other app's; our JavaScript ≤ its JavaScript.
 * Run: npx tsx bench/firstPage.ts   (PRODUCTS=… to change the size)
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser, Response } from 'playwright-core';
import { build } from 'vite';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer, storedSession } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const rounds = 5;
const password = 'medicion-primera-pagina-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-first-page-bench-'));
const otherAppDir = mkdtempSync(join(tmpdir(), 'backoffice-first-page-other-'));
const viewport = { width: 1440, height: 900 };
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

type Row = Record<string, string | number | null>;

/** The same products, as a json-server `db.json` would hold them: the fields our list shows. */
async function readProducts(): Promise<Row[]> {
  const database = openDatabase(readConfig({ DATA_DIR: dataDir }));
  try {
    const rows = await database.db
      .selectFrom('products')
      .select(['rowid', 'ref', 'label', 'price', 'price_ttc', 'stock', 'barcode'])
      .orderBy('rowid')
      .execute();
    return rows.map(({ rowid, ...fields }) => ({ id: Number(rowid), ...fields }));
  } finally {
    await database.close();
  }
}

/** json-server's list answer: sort the whole collection by `_sort`/`_order`, slice `_start`–`_end`, the count in X-Total-Count. */
function serveJsonServerLike(root: string, collections: Record<string, Row[]>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const rows = collections[url.pathname.slice(1)];
    if (rows) {
      const field = url.searchParams.get('_sort');
      const descending = url.searchParams.get('_order')?.toUpperCase() === 'DESC';
      const sorted = field
        ? rows.slice().sort((a, b) => ((a[field] ?? 0) < (b[field] ?? 0) ? -1 : (a[field] ?? 0) > (b[field] ?? 0) ? 1 : 0) * (descending ? -1 : 1))
        : rows;
      const start = Number(url.searchParams.get('_start') ?? 0);
      const end = Number(url.searchParams.get('_end') ?? sorted.length);
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-total-count', String(rows.length));
      response.end(JSON.stringify(sorted.slice(start, end)));
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    const target = existsSync(file) && extname(file) ? file : join(root, 'index.html');
    response.setHeader('content-type', types[extname(target)] ?? 'application/octet-stream');
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })),
  );
}

interface Load {
  readonly ms: number;
  readonly scripts: number;
  readonly gzipKiB: number;
}

/** One cold load in a new browser: navigation to the first row on screen, and the scripts it took. */
async function coldLoad(url: string, session?: string): Promise<Load> {
  const browser: Browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport });
    // Signed in already, as a seller coming back: the stored session, as the login form leaves it.
    if (session) await context.addInitScript((value) => localStorage.getItem('mercado.session') ?? localStorage.setItem('mercado.session', value), session);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    const countScript = (response: Response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
    };
    page.on('response', countScript);
    // The page notes the frame that first shows a row with text (the tables' loading rows, shown
    // after a second, hold only placeholders), timed from the navigation's start. Playwright's own
    // wait would begin polling only once the load event has fired, so a row drawn before it would
    // be seen late. A string, not a function: the TypeScript runner wraps named functions in a
    // helper the page does not have.
    await page.addInitScript(`(() => {
      const drawn = () => [...document.querySelectorAll('tbody td')].some((cell) => /\\S/.test(cell.textContent));
      const watch = new MutationObserver(() => {
        if (!drawn()) return;
        watch.disconnect();
        requestAnimationFrame(() => (window.firstRowAt = performance.now()));
      });
      watch.observe(document, { childList: true, subtree: true, characterData: true });
    })()`);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = Number(await (await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt, undefined, { timeout: 30_000 })).jsonValue());
    // What loads after the first row (the top bar's widgets) is not the first page's.
    page.off('response', countScript);
    const gzip = await Promise.all(sizes);
    return { ms, scripts: gzip.length, gzipKiB: gzip.reduce((sum, size) => sum + size, 0) / 1024 };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (loads: Load[]) => ({
  runs_ms: loads.map((load) => Math.round(load.ms)),
  median_ms: Math.round(median(loads.map((load) => load.ms))),
  // Which late chunks land before the first row varies from round to round: the middle round's figures.
  scripts: median(loads.map((load) => load.scripts)),
  script_gzip_kib: +median(loads.map((load) => load.gzipKiB)).toFixed(1),
  runs_script_gzip_kib: loads.map((load) => +load.gzipKiB.toFixed(1)),
});

await build({
  root: join(import.meta.dirname, 'list-admin'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: otherAppDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
await generateCatalogue({ DATA_DIR: dataDir }, products);
const other = await serveJsonServerLike(otherAppDir, { products: await readProducts() });
const ours = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0' });
try {
  const oursLoads: Load[] = [];
  const otherLoads: Load[] = [];
  for (let round = 0; round < rounds; round++) {
    // Alternate which app goes first, so neither always meets the machine just after the other.
    const loadOurs = async () => oursLoads.push(await coldLoad(`${ours.url}/productos`, await storedSession(ours.url, 'admin@example.com', password)));
    const loadOther = async () => otherLoads.push(await coldLoad(`${other.url}/#/products`));
    if (round % 2 === 0) {
      await loadOurs();
      await loadOther();
    } else {
      await loadOther();
      await loadOurs();
    }
  }
  const ourFigures = summary(oursLoads);
  const otherFigures = summary(otherLoads);
  console.log(
    JSON.stringify(
      {
        products,
        our_products_page: ourFigures,
        one_resource_react_admin: otherFigures,
        time_ratio: +(ourFigures.median_ms / otherFigures.median_ms).toFixed(2),
        time_budget_ratio: 0.8,
        script_ratio: +(ourFigures.script_gzip_kib / otherFigures.script_gzip_kib).toFixed(2),
        script_budget_ratio: 1,
      },
      null,
      2,
    ),
  );
} finally {
  other.server.close();
  await ours.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherAppDir, { recursive: true, force: true });
}
