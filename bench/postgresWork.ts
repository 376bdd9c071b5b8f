/**
 * What a product page and a two-word search cost PostgreSQL itself, beside the server: the processor
 * time of every PostgreSQL process and of the server process per request, while 10 keep-alive
 * connections send random pages of the first 200, matching pairs of words and pairs matching
 * nothing (as bench/catalogue.ts does) for 5 s each, over 100,000 generated products. Several
 * server processes share one PostgreSQL, so its time per request bounds them all.
 * Run: DATABASE_URL=postgres://… npx tsx bench/postgresWork.ts   (PRODUCTS=… SECONDS=…)
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';
import { runLoad } from './catalogueLoad';
import { vacuumAnalyze } from './postgresStatistics';
import { matchingWords, missingWords } from './searchWords';
import { signInOverHttp, startServer } from './serverProcess';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL server to measure');
const products = Number(process.env.PRODUCTS ?? 100_000);
const seconds = Number(process.env.SECONDS ?? 5);
const password = 'medicion-de-postgresql-1';

/** Processor seconds (user and system) of a process, from /proc. */
function processorSeconds(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Processor seconds of every PostgreSQL process on this machine; one that ends while read is left out. */
function postgresSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processorSeconds(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-postgres-work-'));
const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
await generateCatalogue(env, products);
await vacuumAnalyze(database.url!);
const server = await startServer({ ...env, ADMIN_PASSWORD: password, DEMO_DATA: '0', ACCESS_TOKEN_SECONDS: '3600' });
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const api = (query: string) => `${server.url}/api/platform/products/?size=25&${query}`;
  const search = (words: string) => api(`page=1&search=${encodeURIComponent(words)}`);
  const cases = {
    random_page_of_first_200: () => api(`page=${1 + Math.floor(Math.random() * 200)}`),
    search_two_words_matching: () => search(matchingWords()),
    search_two_words_matching_nothing: () => search(missingWords()),
  };
  // Warms the server: its first lists load what it keeps in memory of the products.
  await runLoad({ url: cases.search_two_words_matching, token }, 10, 3);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const measured: Record<string, unknown> = { products, connections: 10, seconds_per_case: seconds };
  for (const [name, url] of Object.entries(cases)) {
    const [postgresBefore, serverBefore] = [postgresSeconds(), processorSeconds(String(server.pid))];
    const load = await runLoad({ url, token }, 10, seconds);
    const perRequest = (processorSeconds: number) => Math.round((processorSeconds / load.requests) * 1e6);
    measured[name] = {
      rps: load.rps,
      p99_ms: load.p99_ms,
      postgres_us_per_request: perRequest(postgresSeconds() - postgresBefore),
      server_us_per_request: perRequest(processorSeconds(String(server.pid)) - serverBefore),
    };
  }
  console.log(JSON.stringify(measured, null, 2));
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
