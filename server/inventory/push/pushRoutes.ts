import type { FastifyInstance } from 'fastify';
import { listingRuleNumbers, type ListingRules, type ListingRulesEdit, type ListingStockAnswer, priceRules } from '../../../resources/inventory/listingRules';
import { recordProductChanges } from '../../catalogue/stock/stockChangeOutbox';
import type { AppContext } from '../../context';
import { badInput, conflict, notFound, staleVersion } from '../../http/errors';
import { blankField, invalidField } from '../../http/fieldMessages';
import { errorResponsesFor, staleVersionResponse } from '../../http/routeSchemas';
import { type ChannelListing, salesChannels } from '../salesChannels';
import { productNumbers, targetOf } from './listingPush';
import { saveListingRules } from './listingRulesSave';
import type { ListingKey } from './listingStore';
import type { InventoryPush } from './inventoryPush';

type ListingParams = { Params: { channel: string; listingId: string } };

const tags = ['inventario'];
const nullableNumber = { type: ['number', 'null'] };
const bounded = ({ kind, min, max }: { kind: string; min: number; max: number }, nullable = true) => ({
  type: nullable ? [kind, 'null'] : kind,
  minimum: min,
  maximum: max,
});
const rulesProperties = {
  buffer: bounded(listingRuleNumbers.buffer, false),
  maximum: bounded(listingRuleNumbers.maximum),
  price_rule: { enum: priceRules },
  price_value: bounded(listingRuleNumbers.price_value),
  guardrail_percent: bounded(listingRuleNumbers.guardrail_percent),
};
const versionProperty = { version: { type: ['string', 'null'], maxLength: 40 } };
const rulesBody = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(rulesProperties),
  properties: { ...rulesProperties, ...versionProperty },
};
const answerSchema = {
  type: 'object',
  properties: {
    ...rulesProperties,
    channel: { type: 'string' },
    listing_id: { type: 'string' },
    erp_quantity: { type: ['integer', 'null'] },
    erp_price: nullableNumber,
    pushed_quantity: { type: ['integer', 'null'] },
    pushed_price: nullableNumber,
    pushed_at: { type: ['string', 'null'] },
    live_quantity: { type: ['integer', 'null'] },
    live_price: nullableNumber,
    held_price: nullableNumber,
    sync_state: { type: ['string', 'null'] },
    ...versionProperty,
  },
};
const params = {
  type: 'object',
  required: ['channel', 'listingId'],
  properties: { channel: { type: 'string', maxLength: 40 }, listingId: { type: 'string', maxLength: 60 } },
};
const errors = errorResponsesFor(400, 401, 404, 409);

/** A markup or a fixed price needs its value; a fixed price is above zero. */
function checkRules(rules: ListingRules): void {
  if (rules.price_rule !== 'same' && rules.price_value === null) throw badInput({ price_value: blankField });
  if (rules.price_rule === 'fixed' && (rules.price_value ?? 0) <= 0) throw badInput({ price_value: invalidField });
}

/** Rules, price confirmation and drift of one listing; the fix of every listing out of sync. */
export function registerPushRoutes(app: FastifyInstance, context: AppContext, push: InventoryPush): void {
  const db = context.database.db;
  const base = '/api/inventory/listings';

  const listingOf = async ({ channel, listingId }: ListingParams['Params']): Promise<ChannelListing> => {
    const found = await salesChannels(context).get(channel)?.findListing?.(db, listingId);
    if (!found) throw notFound('La publicación no existe o no está vinculada a un producto').worded('publication_not_linked');
    return found;
  };
  const keyOf = (listing: ChannelListing): ListingKey => ({ channel: listing.channel, listingId: listing.listingId });

  const answer = async (listing: ChannelListing): Promise<ListingStockAnswer> => {
    const record = await push.pusher.store.get(keyOf(listing));
    const product = await productNumbers(db, listing.productId);
    const target = product && targetOf(product, record);
    const pending = await db.selectFrom('product_changes').select('product_id').where('product_id', '=', listing.productId).executeTakeFirst();
    const inSync = target !== undefined && listing.availableQuantity === target.quantity;
    return {
      channel: listing.channel,
      listing_id: listing.listingId,
      buffer: record.buffer,
      maximum: record.maximum,
      price_rule: record.price_rule,
      price_value: record.price_value,
      guardrail_percent: record.guardrail_percent,
      erp_quantity: target?.quantity ?? null,
      erp_price: target?.price ?? null,
      pushed_quantity: record.pushed_quantity,
      pushed_price: record.pushed_price,
      pushed_at: record.pushed_at,
      live_quantity: listing.availableQuantity,
      live_price: listing.price,
      held_price: record.held_price,
      sync_state: !listing.live ? null : pending ? 'pending' : inSync ? 'in_sync' : 'out_of_sync',
      version: record.rules_version,
    };
  };

  /** Runs the change and records, in the same transaction, that the product's listings must be pushed again. */
  const repushing = async (productIds: readonly number[], change?: (trx: typeof db) => Promise<void>) => {
    await db.transaction().execute(async (trx) => {
      await change?.(trx);
      await recordProductChanges(trx, productIds);
    });
    push.worker.wake();
  };

  app.get<ListingParams>(`${base}/:channel/:listingId`, { schema: { tags, params, response: { 200: answerSchema, ...errors } } }, async (request) =>
    answer(await listingOf(request.params)),
  );

  app.put<ListingParams & { Body: ListingRulesEdit }>(
    `${base}/:channel/:listingId`,
    { schema: { tags, params, body: rulesBody, response: { 200: answerSchema, ...errors, 409: staleVersionResponse(answerSchema) } } },
    async (request) => {
      const { version, ...rules } = request.body;
      checkRules(rules);
      const listing = await listingOf(request.params);
      if (!(await saveListingRules(context.database, push.pusher.store, keyOf(listing), listing.productId, rules, version)))
        throw staleVersion(await answer(listing));
      push.worker.wake();
      return answer(listing);
    },
  );

  app.post<ListingParams>(
    `${base}/:channel/:listingId/confirm_price`,
    { schema: { tags, params, response: { 200: answerSchema, ...errors } } },
    async (request) => {
      const listing = await listingOf(request.params);
      const { held_price: held } = await push.pusher.store.get(keyOf(listing));
      if (held === null) throw conflict('No hay un precio retenido que confirmar').worded('no_held_price');
      await repushing([listing.productId], (trx) => push.pusher.store.set(keyOf(listing), { confirmed_price: held }, trx));
      return answer(listing);
    },
  );

  app.post<ListingParams>(`${base}/:channel/:listingId/push`, { schema: { tags, params, response: { 200: answerSchema, ...errors } } }, async (request) => {
    const listing = await listingOf(request.params);
    await repushing([listing.productId]);
    return answer(listing);
  });

  app.post(
    `${base}/resync`,
    { schema: { tags, response: { 200: { type: 'object', properties: { products: { type: 'integer' } } }, ...errors } } },
    async () => {
      // Every marketplace's listings, as the general publications list reads them.
      const found = await db
        .selectFrom('channel_listings')
        .select('product_id')
        .distinct()
        .where('sync_state', '=', 'out_of_sync')
        .where('product_id', 'is not', null)
        .execute();
      const productIds = found.map((row) => Number(row.product_id));
      await repushing(productIds);
      return { products: productIds.length };
    },
  );
}
