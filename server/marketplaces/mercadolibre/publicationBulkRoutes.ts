import type { FastifyInstance } from 'fastify';
import { publicationBulkActions } from '../../../resources/mercadolibre/contract';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { marketplaceCodes } from '../../../resources/notifications';
import { taskLimits, tasks as taskDeclaration, taskTypes, type TaskType } from '../../../resources/tasks';
import { recordSchema } from '../../crud/schemas';
import { wideIntegerColumnRange } from '../../http/boundedSchema';
import { conflict } from '../../http/errors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { accountOfPublications } from './accountOfPublications';
import { publicationNameParams } from './publicationGuards';
import { productNameParams } from './productSource';
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

/**
 * The task of a bulk call by publication, on the publications' own account (they must share one);
 * nothing is created when the call is refused. Each item keeps how the seller knew its publication
 * when it was asked for (title, MercadoLibre id), so the task names it even after it changes or is gone.
 */
export async function createTaskOfPublications(feature: MercadoLibreFeature, type: TaskType, publicationIds: readonly number[], createdBy: number) {
  const ids = [...new Set(publicationIds)];
  const stored = await feature.publications.headingsOf(ids);
  const accountId = await accountOfPublications(feature, ids, stored);
  return createPublicationTask(
    feature,
    type,
    ids.map((publicationId) => ({ publicationId, ...publicationNameParams(stored.get(publicationId)) })),
    createdBy,
    accountId,
  );
}

/**
 * The task of a bulk validation by product, which makes each product's publication: there is no
 * publication to name yet, so each item keeps how the seller knows its product when it was asked for
 * (name, reference). A product that does not exist keeps its id alone, and its item says so when it runs.
 */
export async function createTaskOfProducts(feature: MercadoLibreFeature, type: TaskType, productIds: readonly number[], createdBy: number) {
  const names = await feature.products.namesOf(productIds);
  return createPublicationTask(
    feature,
    type,
    productIds.map((productId) => ({ productId, ...productNameParams(names.get(productId)) })),
    createdBy,
  );
}

/** `POST {base}validate_multiple` and the bulk calls by publication: each answers 202 with its task. */
export function registerPublicationBulkRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const base = `/${declaration.path}`;
  const { validate_multiple: validateNew, ...byPublication } = publicationBulkActions;
  app.post<{ Body: { productId: number }[] }>(
    `${base}validate_multiple`,
    { schema: { tags, body: listOf('productId'), response: accepted } },
    async (request, reply) => {
      const ids = [...new Set(request.body.map((entry) => entry.productId))];
      return reply.status(202).send(await createTaskOfProducts(feature, validateNew, ids, Number(request.user?.id)));
    },
  );
  for (const [name, type] of Object.entries(byPublication)) {
    app.post<{ Body: { publicationId: number }[] }>(
      `${base}${name}`,
      { schema: { tags, body: listOf('publicationId'), response: accepted } },
      async (request, reply) => {
        const ids = request.body.map((entry) => entry.publicationId);
        return reply.status(202).send(await createTaskOfPublications(feature, type, ids, Number(request.user?.id)));
      },
    );
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
