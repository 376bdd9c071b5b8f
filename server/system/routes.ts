import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

const databaseAnswers = async (context: AppContext) => {
  try {
    await sql`select 1`.execute(context.database.db);
    return true;
  } catch {
    return false;
  }
};

/**
 * `/api/health` is public so a load balancer or process supervisor can probe it: it says only
 * whether the server and its database answer. What /about and /vista1 show (version, database in
 * use) stays behind sign-in at `/api/system/health`.
 */
export function registerSystemRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const databaseOk = await databaseAnswers(context);
    return reply.status(databaseOk ? 200 : 503).send({ status: databaseOk ? 'ok' : 'degraded' });
  });
  app.get('/api/system/health', async (_request, reply) => {
    const databaseOk = await databaseAnswers(context);
    return reply.status(databaseOk ? 200 : 503).send({
      status: databaseOk ? 'ok' : 'degraded',
      version: context.version,
      database: context.database.dialect,
      uptime_seconds: Math.round((Date.now() - context.startedAt) / 1000),
    });
  });
}
