import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** What /about and /vista1 show: version, database in use and whether it answers. */
export function registerSystemRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/system/health', async (_request, reply) => {
    let databaseOk = true;
    try {
      await sql`select 1`.execute(context.database.db);
    } catch {
      databaseOk = false;
    }
    return reply.status(databaseOk ? 200 : 503).send({
      status: databaseOk ? 'ok' : 'degraded',
      version: context.version,
      database: context.database.dialect,
      uptime_seconds: Math.round((Date.now() - context.startedAt) / 1000),
    });
  });
}
