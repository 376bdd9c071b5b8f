import type { FastifyInstance } from 'fastify';
import { tasks as declaration } from '../../resources/tasks';
import type { AppContext } from '../context';
import { recordSchema } from '../crud/schemas';
import { conflict, notFound } from '../http/errors';
import { listTaskItems } from './taskItemQueries';
import { idParamsSchema } from '../http/routeSchemas';
import { taskErrorResponses, type TaskItemsQuery, taskItemsPage, taskItemsQuery } from './taskSchemas';

type IdParams = { id: number };

const tags = [declaration.name];
const missing = () => notFound('La tarea no existe').worded('task_missing');

/**
 * The task calls beyond the generic list and get of `api/tasks/` (declared read-only):
 * a task's per-item results, and the retry of its failed items.
 */
export function registerTaskRoutes(app: FastifyInstance, { database, tasks }: AppContext) {
  const base = `/${declaration.path}`;

  app.get<{ Params: IdParams; Querystring: TaskItemsQuery }>(
    `${base}:id/items`,
    {
      schema: {
        tags,
        description: "A task's items in order with their status, result (what was done) and error (the reason), paginated; `status` keeps one status.",
        params: idParamsSchema,
        querystring: taskItemsQuery,
        response: { 200: taskItemsPage, ...taskErrorResponses },
      },
    },
    async (request) => {
      if (!(await tasks.get(request.params.id))) throw missing();
      const page = await listTaskItems(database.db, request.params.id, request.query);
      return { ...page, page: request.query.page, size: request.query.size };
    },
  );

  app.post<{ Params: IdParams }>(
    `${base}:id/retry`,
    {
      schema: {
        tags,
        description: 'Re-queues only the failed items of a task and answers the task (queued again if it had ended). 409 when no item failed.',
        params: idParamsSchema,
        response: { 200: recordSchema(declaration), ...taskErrorResponses },
      },
    },
    async (request) => {
      const retried = await tasks.retryFailed(request.params.id);
      if (!retried) throw missing();
      if (retried.requeued === 0) throw conflict('La tarea no tiene elementos fallidos').worded('task_without_failures');
      return retried.task;
    },
  );
}
