import type { FastifyInstance } from 'fastify';
import {
  amazonListingApi,
  amazonListingPatchFields,
  amazonListings,
  amazonOffersManyFields,
  amazonPublishFields,
  amazonPublishManyFields,
} from '../../../resources/amazon/listings';
import { type FieldDeclaration } from '../../../resources';
import { marketplaceCodes } from '../../../resources/notifications';
import { tasks as taskDeclaration, taskTypes } from '../../../resources/tasks';
import type { AppContext } from '../../context';
import { ResourceRepository } from '../../crud/repository';
import { fieldWriteSchema, recordSchema } from '../../crud/schemas';
import { claimVersion } from '../../crud/versions';
import { badInput, notFound } from '../../http/errors';
import { blankField, fieldSaying } from '../../http/fieldMessages';
import { errorResponsesFor, idParamsSchema, staleVersionResponse } from '../../http/routeSchemas';
import type { AmazonConnector } from './amazonConnector';
import { accountFor, deleteListing, type ListingChange, patchListing, publishProduct } from './listingActions';
import type { ListingLink } from './listingLinks';
import { createOffersTask, type PublishItem } from './listingTasks';

const tags = [amazonListings.name];
const errorResponses = errorResponsesFor(400, 401, 404, 409, 422, 429, 502, 503);

/** A body of these declared fields: each checked as declared, `required` ones required unless `partial`. */
function bodyOf(fields: Readonly<Record<string, FieldDeclaration>>, partial = false) {
  const required = Object.entries(fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldWriteSchema(field)])),
    ...(partial ? { minProperties: 1 } : { required }),
  };
}

/** An empty list names nothing to do. */
function someIds(ids: readonly number[], field: string): number[] {
  if (ids.length === 0) throw badInput({ [field]: blankField });
  return [...new Set(ids)];
}

type PublishBody = { product_id: number; product_type: string; brand?: string | null; account_id?: number | null };
type PublishManyBody = Omit<PublishBody, 'product_id'> & { product_ids: number[] };

/** Publish a catalogue product, edit or delete a listing on Amazon, and the bulk calls that create tasks. */
export function registerListingRoutes(app: FastifyInstance, context: AppContext, connector: AmazonConnector): void {
  const db = context.database.db;
  const repository = new ResourceRepository(db, amazonListings);
  const record = (row: ListingLink) => repository.toRecord(row as unknown as Record<string, unknown>);
  const answers = (status: number) => ({ [status]: recordSchema(amazonListings), ...errorResponses });
  const accepted = { 202: recordSchema(taskDeclaration), ...errorResponses };

  app.post<{ Body: PublishBody }>(
    `/${amazonListingApi.publish}`,
    { schema: { tags, body: bodyOf(amazonPublishFields), response: answers(201) } },
    async (request, reply) => {
      const { product_id, product_type, brand, account_id } = request.body;
      const row = await publishProduct(context, connector, { productId: product_id, productType: product_type, brand, accountId: account_id });
      return reply.status(201).send(record(row));
    },
  );

  app.put<{ Params: { id: number }; Body: ListingChange & { updated_at?: string } }>(
    `/${amazonListingApi.listing}:id`,
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: bodyOf(amazonListingPatchFields, true),
        response: { ...answers(200), 409: staleVersionResponse(recordSchema(amazonListings)) },
      },
    },
    async (request) => {
      const { updated_at: basedOn, ...change } = request.body;
      await claimVersion(db, 'amazon_listings', request.params.id, basedOn, () => repository.get(request.params.id));
      // A version alone changes nothing on Amazon: the listing as stored is the answer.
      if (Object.keys(change).length === 0) {
        const stored = await repository.get(request.params.id);
        if (!stored) throw notFound();
        return stored;
      }
      return record(await patchListing(context, connector, request.params.id, change));
    },
  );

  app.delete<{ Params: { id: number } }>(
    `/${amazonListingApi.listing}:id`,
    { schema: { tags, params: idParamsSchema, response: { 204: { type: 'null' }, ...errorResponses } } },
    async (request, reply) => {
      await deleteListing(context, connector, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: PublishManyBody }>(
    `/${amazonListingApi.publishMany}`,
    {
      schema: { tags, body: bodyOf(amazonPublishManyFields), response: accepted },
    },
    async (request, reply) => {
      const { product_ids, product_type, brand, account_id } = request.body;
      const account = await accountFor(connector, account_id);
      const items: PublishItem[] = someIds(product_ids, 'product_ids').map((productId) => ({ productId, productType: product_type, brand }));
      const task = await context.tasks.create({
        type: taskTypes.publishAmazonListings,
        accountId: Number(account.id),
        marketplace: marketplaceCodes.amazon,
        items,
        createdBy: Number(request.user?.id),
      });
      return reply.status(202).send(task);
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    `/${amazonListingApi.offersFromInventory}`,
    { schema: { tags, body: bodyOf(amazonOffersManyFields), response: accepted } },
    async (request, reply) => {
      const wanted = someIds(request.body.ids, 'ids');
      const rows = await db.selectFrom('amazon_listings').select(['id', 'account_id']).where('id', 'in', wanted).orderBy('id').execute();
      const accounts = new Set(rows.map((row) => Number(row.account_id)));
      if (rows.length < wanted.length) throw badInput({ ids: fieldSaying('Alguna de las publicaciones no existe', 'amazon_publications_some_missing') });
      // A feed is one seller's: the task's items are paced per account.
      if (accounts.size > 1) throw badInput({ ids: fieldSaying('Las publicaciones deben ser de una misma cuenta', 'amazon_publications_mixed_accounts') });
      const ids = rows.map((row) => Number(row.id));
      return reply.status(202).send(await createOffersTask(context, [...accounts][0]!, ids, Number(request.user?.id)));
    },
  );
}
