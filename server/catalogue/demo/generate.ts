/**
 * Adds N generated products (with category links and stock per warehouse) to the configured
 * database: DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL.
 * Run: npx tsx server/catalogue/demo/generate.ts --products 100000
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateAll } from '../../features';
import { ensureCatalogueFrame } from './catalogueFrame';
import { generateProducts } from './generateProducts';
import { seededRandom } from './random';

/** Generates into an open database; the bench calls it directly. */
export async function generateCatalogue(env: Record<string, string | undefined>, products: number) {
  const database = openDatabase(readConfig(env));
  try {
    await migrateAll(database);
    const db = database.db;
    const started = performance.now();
    await generateProducts(db, seededRandom(products), await ensureCatalogueFrame(db), products);
    return { products, seconds: +((performance.now() - started) / 1000).toFixed(2), database: database.dialect };
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    process.stderr.write('--products debe ser un entero entre 1 y 10000000\n');
    process.exit(2);
  }
  generateCatalogue(process.env, count).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
