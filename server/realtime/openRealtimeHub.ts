import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { PostgresRealtimeBus } from './postgresRealtimeBus';
import { LocalRealtimeBus } from './realtimeBus';
import { RealtimeHub } from './realtimeHub';

/** In-process hub on SQLite; on PostgreSQL, events cross processes through LISTEN/NOTIFY. */
export async function openRealtimeHub(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): Promise<RealtimeHub> {
  const bus =
    database.dialect === 'postgres' && config.databaseUrl ? await PostgresRealtimeBus.open(config.databaseUrl, database.db, log) : new LocalRealtimeBus();
  return new RealtimeHub(bus, log);
}
