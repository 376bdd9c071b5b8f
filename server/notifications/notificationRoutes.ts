import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationLimits } from '../../resources/notifications';
import { notFound, unauthorized } from '../http/errors';
import { toNotificationRecord } from './notificationRecords';
import type { HistoryQuery, NotificationRepository } from './notificationRepository';
import { idParamsSchema } from '../http/routeSchemas';
import { countResponse, errorResponses, historyQuery, historyResponse, unseenResponse } from './notificationSchemas';

type IdParams = { id: number };

const base = '/api/notifications/';
const tags = ['notifications'];
const missing = () => notFound('Notificación no encontrada').worded('notification_missing');

/** The guard sets the user on every /api route; reading it here keeps every query scoped to them. */
const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

/** The notification calls: a user only ever reads and changes their own. */
export function registerNotificationRoutes(app: FastifyInstance, repository: NotificationRepository) {
  app.get(
    base,
    {
      schema: {
        tags,
        description: `The signed-in user's unseen notifications (the dropdown), newest first: at most the latest ${notificationLimits.unseenShown}, with \`total\` counting all unseen.`,
        response: { 200: unseenResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data, total } = await repository.unseen(userOf(request), notificationLimits.unseenShown);
      return { data: data.map(toNotificationRecord), total };
    },
  );

  app.get<{ Querystring: HistoryQuery }>(
    `${base}history/`,
    {
      schema: {
        tags,
        description: "The signed-in user's notification history, seen and unseen, newest first, paginated, filterable by type, marketplace and seen.",
        querystring: historyQuery,
        response: { 200: historyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { data, total } = await repository.history(userOf(request), request.query);
      return { data: data.map(toNotificationRecord), total, page: request.query.page, size: request.query.size };
    },
  );

  app.delete(
    `${base}delete_all/`,
    {
      schema: {
        tags,
        description: "Deletes all the signed-in user's notifications from history (and so from the dropdown).",
        response: { 200: countResponse, ...errorResponses },
      },
    },
    async (request) => ({ count: await repository.removeAll(userOf(request)) }),
  );

  app.delete(
    `${base}delete_all_unseen/`,
    {
      schema: {
        tags,
        description: "Marks all the signed-in user's notifications seen: the dropdown empties, history keeps them.",
        response: { 200: countResponse, ...errorResponses },
      },
    },
    async (request) => ({ count: await repository.markAllSeen(userOf(request)) }),
  );

  app.delete<{ Params: IdParams }>(
    `${base}:id/`,
    {
      schema: {
        tags,
        description: "Deletes one notification from history (and so from the dropdown). 404 when it is not one of the signed-in user's.",
        params: idParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      if (!(await repository.remove(userOf(request), request.params.id))) throw missing();
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: IdParams }>(
    `${base}:id/delete_unseen/`,
    {
      schema: {
        tags,
        description: "Marks one notification seen: it leaves the dropdown and stays in history. 404 when it is not one of the signed-in user's.",
        params: idParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      if (!(await repository.markSeen(userOf(request), request.params.id))) throw missing();
      return reply.status(204).send();
    },
  );
}
