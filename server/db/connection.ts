import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { plannedOnce, preparingPool } from './preparedStatements';
import { withStatementCache } from './statementCache';
import type { Tables } from './tables';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Tables>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Prepared SQLite statements kept for reuse: the list, search and filter shapes of every resource fit. */
const preparedStatements = 500;

/** SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pools = {
      replanned: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }),
      // Kept statements are short (a page, a search): a few connections serve them on a few cores.
      planned: new pg.Pool({ connectionString: config.databaseUrl, max: 5, options: plannedOnce }),
    };
    for (const pool of Object.values(pools)) {
      // PostgreSQL may cut an idle connection (a restart, an administrator's terminate); the pool
      // replaces it on next use, but an 'error' event without a listener would end the process.
      pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    }
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingPool(pools) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(join(config.dataDir, 'backoffice.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(file, preparedStatements) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
