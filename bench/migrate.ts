/**
 * Migrating the schema, as every start does: on a new database, and again on the same database (a
 * restart), with every feature's tables. SQLite in a fresh directory, or PostgreSQL when
 * DATABASE_URL is set (each round on a throwaway database).
 * Run: npx tsx bench/migrate.ts   (DATABASE_URL=postgres://… for PostgreSQL; ROUNDS=… to change the count)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/connection';
import { migrateAll } from '../server/features';
import { percentile } from './serverProcess';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';

const rounds = Number(process.env.ROUNDS ?? 5);
const serverUrl = process.env.DATABASE_URL;

const fresh: number[] = [];
const again: number[] = [];
for (let round = 0; round < rounds; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-migrate-bench-'));
  const throwaway = await temporaryPostgresDatabase(serverUrl, { prefix: 'bench' });
  const database = openDatabase({ databaseUrl: throwaway.url, dataDir });
  try {
    let started = performance.now();
    await migrateAll(database);
    fresh.push(performance.now() - started);
    started = performance.now();
    await migrateAll(database);
    again.push(performance.now() - started);
  } finally {
    await database.close();
    await throwaway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50_ms: +percentile(sorted, 50).toFixed(1), max_ms: +sorted[sorted.length - 1].toFixed(1) };
};
console.log(JSON.stringify({ database: serverUrl ? 'postgres' : 'sqlite', rounds, new_database: summary(fresh), migrated_database: summary(again) }, null, 2));
