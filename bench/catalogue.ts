/**
 * Product list, search and filtered list of the real compiled server over 100,000 products, against
 * a bare Fastify route answering a fixed 25-product page, 10 keep-alive connections each; the bare
 * route, the pages and the searches take turns a second at a time. Every request differs from the
 * one before (random page, random words), so nothing can be answered from a memory of earlier answers.
 * Run: npx tsx bench/catalogue.ts   (PRODUCTS=… SECONDS=… to change the size and the duration;
 * DATABASE_URL=postgres://… runs it on a throwaway PostgreSQL database instead of SQLite)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { runAlternating, runLoad } from './catalogueLoad';
import { vacuumAnalyze } from './postgresStatistics';
import { matchingWords, missingWords } from './searchWords';
import { signInOverHttp, startServer } from './serverProcess';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';

const products = Number(process.env.PRODUCTS ?? 100_000);
const seconds = Number(process.env.SECONDS ?? 5);
const password = 'medicion-de-catalogo-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-catalogue-bench-'));
const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };

async function startBaseline(pageFile: string): Promise<{ url: string; child: ChildProcess }> {
  // One process, no npx wrapper in between: stopping it must not leave the route running (and the bench waiting on its output).
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/catalogueBaseline.ts', pageFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /baseline en (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url, child };
}

const generated = await generateCatalogue(env, products);
if (database.url) await vacuumAnalyze(database.url);
const server = await startServer({ ...env, ADMIN_PASSWORD: password, DEMO_DATA: '0', ACCESS_TOKEN_SECONDS: '3600' });
let baseline: { url: string; child: ChildProcess } | undefined;
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const api = (path: string) => `${server.url}/api/platform/products/${path}`;
  const firstPage = await (await fetch(api('?page=1&size=25'), { headers: { authorization: `Bearer ${token}` } })).text();
  const pageFile = join(dataDir, 'page.json');
  writeFileSync(pageFile, firstPage);
  baseline = await startBaseline(pageFile);
  const category = (await (
    await fetch(`${server.url}/api/erp/categories/q/?size=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fk_parent: 1 }),
    })
  ).json()) as { data: { id: number }[] };

  const lastPage = Math.ceil(products / 25);
  const randomPage = (first: number, last: number) => first + Math.floor(Math.random() * (last - first + 1));
  const searchFor = (words: () => string) => () => api(`?page=1&size=25&search=${encodeURIComponent(words())}`);
  // The cases held against the bare route take turns with it, a second at a time.
  const [bare, pages, searchMatching, searchMissing] = await runAlternating(
    [
      { url: `${baseline.url}/page` },
      { url: () => api(`?page=${randomPage(1, 200)}&size=25`), token },
      { url: searchFor(matchingWords), token },
      { url: searchFor(missingWords), token },
    ],
    10,
    seconds,
  );
  const deepPages = await runLoad({ url: () => api(`?page=${randomPage(Math.floor(lastPage * 0.75), lastPage)}&size=25`), token }, 10, seconds);
  const filtered = await runLoad(
    { url: () => api(`q/?page=${randomPage(1, 20)}&size=25`), method: 'POST', body: { category: category.data[0]?.id ?? 1, tosell: true }, token },
    10,
    seconds,
  );
  const stockAlert = await runLoad(
    { url: () => api(`q/?page=${randomPage(1, 20)}&size=25`), method: 'POST', body: { stock_alert: true, warehouse: 1 }, token },
    10,
    seconds,
  );
  const ratio = (rps: number) => +(rps / bare.rps).toFixed(2);
  console.log(
    JSON.stringify(
      {
        database: generated.database,
        products,
        generate_seconds: generated.seconds,
        connections: 10,
        seconds_per_run: seconds,
        bare_fastify_page: bare,
        random_page_of_first_200: { ...pages, vs_bare: ratio(pages.rps) },
        search_two_words_matching: { ...searchMatching, vs_bare: ratio(searchMatching.rps) },
        search_two_words_matching_nothing: { ...searchMissing, vs_bare: ratio(searchMissing.rps) },
        random_deep_page_last_quarter: deepPages,
        filtered_q_category_tosell_random_page_of_20: filtered,
        filtered_q_stock_alert_warehouse_random_page_of_20: stockAlert,
        server_rss_mb: +server.rssMegabytes().toFixed(1),
        page_bytes: firstPage.length,
      },
      null,
      2,
    ),
  );
} finally {
  baseline?.child.kill('SIGTERM');
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
