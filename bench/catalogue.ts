/**
 * Product list, search and filtered list of the real compiled server over 100,000 SQLite products,
 * against a bare Fastify route answering a fixed 25-product page, 10 keep-alive connections each.
 * Run: npx tsx bench/catalogue.ts   (PRODUCTS=… SECONDS=… to change the size and the duration)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { runLoad } from './catalogueLoad';
import { signInOverHttp, startServer } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const seconds = Number(process.env.SECONDS ?? 5);
const password = 'medicion-de-catalogo-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-catalogue-bench-'));

async function startBaseline(pageFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('npx', ['tsx', 'bench/catalogueBaseline.ts', pageFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /baseline en (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url, child };
}

const generated = await generateCatalogue({ DATA_DIR: dataDir }, products);
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0', ACCESS_TOKEN_SECONDS: '3600' });
let baseline: { url: string; child: ChildProcess } | undefined;
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const api = (path: string) => `${server.url}/api/platform/products/${path}`;
  const firstPage = await (await fetch(api('?page=1&size=25'), { headers: { authorization: `Bearer ${token}` } })).text();
  const pageFile = join(dataDir, 'page.json');
  writeFileSync(pageFile, firstPage);
  baseline = await startBaseline(pageFile);
  const category = await (await fetch(`${server.url}/api/erp/categories/q/?size=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fk_parent: 1 }),
  })).json() as { data: { id: number }[] };

  const bare = await runLoad({ url: `${baseline.url}/page` }, 10, seconds);
  const list = await runLoad({ url: api('?page=1&size=25'), token }, 10, seconds);
  const randomPage = () => api(`?page=${1 + Math.floor(Math.random() * 40)}&size=25`);
  const listUncached = await runLoad({ url: randomPage, token }, 10, seconds);
  const search = await runLoad({ url: api('?page=1&size=25&search=taladro%20truper'), token }, 10, seconds);
  const searchPrefix = await runLoad({ url: api('q/?page=1&size=25'), method: 'POST', body: { busqueda: 'TAL-0001' }, token }, 10, seconds);
  const filtered = await runLoad({ url: api('q/?page=1&size=25'), method: 'POST', body: { category: category.data[0]?.id ?? 1, tosell: true }, token }, 10, seconds);
  const stockAlert = await runLoad({ url: api('q/?page=1&size=25'), method: 'POST', body: { stock_alert: true, warehouse: 1 }, token }, 10, seconds);
  console.log(JSON.stringify({
    products,
    generate_seconds: generated.seconds,
    connections: 10,
    seconds_per_run: seconds,
    bare_fastify_page: bare,
    list_page_1_size_25: list,
    list_vs_bare_ratio: +(list.rps / bare.rps).toFixed(2),
    list_random_page_of_first_40: listUncached,
    search_busqueda: search,
    search_prefix_q: searchPrefix,
    filtered_q_category_tosell: filtered,
    filtered_q_stock_alert_warehouse: stockAlert,
    server_rss_mb: +server.rssMegabytes().toFixed(1),
    page_bytes: firstPage.length,
  }, null, 2));
} finally {
  baseline?.child.kill('SIGTERM');
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
