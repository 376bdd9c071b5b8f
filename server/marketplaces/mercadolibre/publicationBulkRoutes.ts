import type { FastifyInstance } from 'fastify';
import { publicationBulkActions } from '../../../resources/mercadolibre/contract';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { marketplaceCodes } from '../../../resources/notifications';
import { taskLimits, tasks as taskDeclaration, taskTypes, type TaskType } from '../../../resources/tasks';
import { recordSchema } from '../../crud/schemas';
import { wideIntegerColumnRange } from '../../http/boundedSchema';
import { badInput, conflict } from '../../http/errors';
import { fieldSaying } from '../../http/fieldMessages';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { errorResponses } from './routeSupport';

const tags = [declaration.name];
const listOf = (key: string) => ({
  type: 'array',
  minItems: 1,
  maxItems: taskLimits.maxItems,
  items: { type: 'object', required: [key], properties: { [key]: { type: 'integer', minimum: 1 } } },
});
const accepted = { 202: recordSchema(taskDeclaration), ...errorResponses };

/** Creates the task of a bulk call and answers it at once (the worker runs it). */
export async function createPublicationTask(feature: MercadoLibreFeature, type: TaskType, items: readonly unknown[], createdBy: number, accountId?: number) {
  const account = await feature.accountFor(accountId);
  if (items.length === 0) throw conflict('No hay publicaciones para esta tarea').worded('task_without_publications');
  return feature.context.tasks.create({ type, accountId: Number(account.id), marketplace: marketplaceCodes.mercadolibre, items, createdBy });
}

/** `POST {base}validate_multiple` and the bulk calls by publication: each answers 202 with its task. */
export function registerPublicationBulkRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const base = `/${declaration.path}`;
  for (const [name, type] of Object.entries(publicationBulkActions)) {
    const key = name === 'validate_multiple' ? 'productId' : 'publicationId';
    app.post<{ Body: Record<string, number>[] }>(`${base}${name}`, { schema: { tags, body: listOf(key), response: accepted } }, async (request, reply) => {
      const ids = [...new Set(request.body.map((entry) => entry[key]))];
      const accountId = key === 'publicationId' ? await accountOfPublications(feature, ids) : undefined;
      const task = await createPublicationTask(
        feature,
        type,
        ids.map((id) => ({ [key]: id })),
        Number(request.user?.id),
        accountId,
      );
      return reply.status(202).send(task);
    });
  }

  app.get<{ Params: { userId: number } }>(
    `${base}importAll/:userId`,
    {
      // A seller id is a `bigint` column, wider than the other integer columns.
      schema: {
        tags,
        params: { type: 'object', required: ['userId'], properties: { userId: { type: 'integer', minimum: 1, maximum: wideIntegerColumnRange.maximum } } },
        response: accepted,
      },
    },
    async (request, reply) => {
      const account = await feature.accounts.byUserId(request.params.userId);
      if (!account)
        throw conflict(`No hay una cuenta conectada para el vendedor ${request.params.userId}`).worded('seller_account_missing', {
          seller: request.params.userId,
        });
      const task = await createPublicationTask(
        feature,
        taskTypes.syncPublications,
        [{ accountId: Number(account.id) }],
        Number(request.user?.id),
        Number(account.id),
      );
      return reply.status(202).send(task);
    },
  );
}

/** Publications of a bulk call must belong to one account: tasks are paced per account. */
async function accountOfPublications(feature: MercadoLibreFeature, ids: number[]): Promise<number | undefined> {
  const first = await feature.publications.find(ids[0]);
  if (!first) throw badInput({ publicationId: fieldSaying(`La publicación ${ids[0]} no existe`, 'publication_id_missing', { id: ids[0] }) });
  return first.account_id ?? undefined;
}
