/**
 * Random product pages of the first 200 (no search, no filter) of the real compiled server over
 * 100,000 SQLite products, 10 keep-alive connections, alone and then while another connection to
 * the database renames a random product 10 times a second, as another process or a marketplace's
 * stock moves would. Each write moves the search terms the server keeps, and the next page reads
 * the list of every product from them. Prints both cases' requests a second and p99 as JSON.
 * Run: npx tsx bench/pagesWhileWriting.ts   (PRODUCTS=… SECONDS=… WRITES=… per second)
 */
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { runLoad } from './catalogueLoad';
import { signInOverHttp, startServer } from './serverProcess';

const products = Number(process.env.PRODUCTS ?? 100_000);
const seconds = Number(process.env.SECONDS ?? 10);
const writesPerSecond = Number(process.env.WRITES ?? 10);
const password = 'medicion-de-escrituras-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-pages-writes-bench-'));

await generateCatalogue({ DATA_DIR: dataDir }, products);
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_DATA: '0', ACCESS_TOKEN_SECONDS: '3600' });
const file = new SQLite(join(dataDir, 'backoffice.sqlite'));
try {
  file.pragma('busy_timeout = 5000');
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const pages = { url: () => `${server.url}/api/platform/products/?size=25&page=${1 + Math.floor(Math.random() * 200)}`, token };
  // Warms the server: its first lists load the search terms it keeps.
  await runLoad(pages, 10, 3);
  const alone = await runLoad(pages, 10, seconds);
  const rename = file.prepare('update products set label = ? where rowid = ?');
  let writes = 0;
  const writer = setInterval(() => rename.run(`Producto renombrado ${++writes}`, 1 + Math.floor(Math.random() * products)), 1000 / writesPerSecond);
  const whileWriting = await runLoad(pages, 10, seconds);
  clearInterval(writer);
  const figures = ({ rps, p50_ms, p99_ms, errors }: typeof alone) => ({ rps, p50_ms, p99_ms, errors });
  console.log(
    JSON.stringify({ products, connections: 10, seconds, pages_alone: figures(alone), pages_while_writing: { writes, ...figures(whileWriting) } }, null, 2),
  );
} finally {
  file.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
