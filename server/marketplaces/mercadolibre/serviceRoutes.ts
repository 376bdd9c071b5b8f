import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { answering, errorResponses } from './routeSupport';

const tags = ['mercadolibre-services'];
const base = '/api/mercadolibre/service';
const text = (pattern: string) => ({ type: 'string', minLength: 1, maxLength: 60, pattern });
const category = text('^MLM\\d+$');

/** MercadoLibre lookups (shipping, listing types and prices, category prediction, catalogue products…) served from our origin, so the browser never calls MercadoLibre; cached. */
export function registerServiceRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const { lookups } = feature;
  const accountOf = async (id?: number) => feature.accountFor(id);

  const shippingMethods = async (categoryId: string, accountId?: number) => {
    const account = await accountOf(accountId);
    return answering(() => lookups.shippingMethods(Number(account.id), categoryId, accountId ? Number(account.user_id) : undefined));
  };
  app.post<{ Params: { category: string } }>(
    `${base}/shipping_methods/:category`,
    { schema: { tags, params: { type: 'object', properties: { category } }, response: errorResponses } },
    (request) => shippingMethods(request.params.category),
  );
  app.post<{ Params: { account: number; category: string } }>(
    `${base}/:account/shipping_methods/:category`,
    {
      schema: { tags, params: { type: 'object', properties: { account: { type: 'integer', minimum: 1 }, category } }, response: errorResponses },
    },
    async (request) => {
      if (!(await feature.accounts.get(request.params.account))) throw notFound('La cuenta no existe').worded('account_missing');
      return shippingMethods(request.params.category, request.params.account);
    },
  );

  app.get<{ Params: { category: string } }>(
    `${base}/publication_types/:category`,
    { schema: { tags, params: { type: 'object', properties: { category } }, response: errorResponses } },
    async (request) => {
      const account = await accountOf();
      return answering(async () => {
        await lookups.category(Number(account.id), request.params.category);
        return lookups.listingTypes(Number(account.id));
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/products/:id`,
    { schema: { tags, params: { type: 'object', properties: { id: text('^MLM[A-Z]*\\d+$') } }, response: errorResponses } },
    async (request) => {
      const account = await accountOf();
      return answering(() => lookups.product(Number(account.id), request.params.id));
    },
  );

  app.get<{ Params: { account: number }; Querystring: { logistic_type: string } }>(
    `${base}/:account/shipping/schedule`,
    {
      schema: {
        tags,
        params: { type: 'object', properties: { account: { type: 'integer', minimum: 1 } } },
        querystring: {
          type: 'object',
          properties: { logistic_type: { enum: ['drop_off', 'xd_drop_off', 'cross_docking', 'self_service', 'fulfillment'], default: 'drop_off' } },
        },
        response: errorResponses,
      },
    },
    async (request) => {
      const account = await feature.accounts.get(request.params.account);
      if (!account) throw notFound('La cuenta no existe').worded('account_missing');
      return answering(() => lookups.schedule(Number(account.id), Number(account.user_id), request.query.logistic_type));
    },
  );

  app.get<{ Querystring: { price: number; logistic_type?: string; category_id?: string } }>(
    `${base}/listing_prices`,
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          required: ['price'],
          properties: {
            price: { type: 'number', exclusiveMinimum: 0 },
            logistic_type: { enum: ['drop_off', 'xd_drop_off', 'cross_docking', 'self_service', 'fulfillment'] },
            category_id: category,
          },
        },
        response: errorResponses,
      },
    },
    async (request) => {
      const account = await accountOf();
      return answering(() => lookups.listingPrices(Number(account.id), request.query));
    },
  );

  app.get<{ Querystring: { title: string } }>(
    `${base}/category_prediction`,
    {
      schema: {
        tags,
        querystring: { type: 'object', required: ['title'], properties: { title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } } },
      },
    },
    async (request) => {
      const account = await accountOf();
      return answering(() => lookups.predictCategory(Number(account.id), request.query.title));
    },
  );

  // The category picker: the top of the tree (or the categories matching `q`), then one category at a time.
  app.get<{ Querystring: { q?: string } }>(
    `${base}/categories`,
    {
      schema: {
        tags,
        querystring: { type: 'object', additionalProperties: false, properties: { q: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } } },
        response: errorResponses,
      },
    },
    async (request) => {
      const account = await accountOf();
      const { q } = request.query;
      return answering(() => (q ? lookups.searchCategories(Number(account.id), q) : lookups.topCategories(Number(account.id))));
    },
  );
  app.get<{ Params: { category: string } }>(
    `${base}/categories/:category`,
    { schema: { tags, params: { type: 'object', properties: { category } }, response: errorResponses } },
    async (request) => {
      const account = await accountOf();
      return answering(() => lookups.categoryNode(Number(account.id), request.params.category));
    },
  );

  app.get<{ Params: { gtin: string } }>(
    `${base}/gtin/:gtin`,
    { schema: { tags, params: { type: 'object', properties: { gtin: text('^\\d{8,14}$') } }, response: errorResponses } },
    async (request) => {
      const account = await accountOf();
      return answering(() => lookups.gtin(Number(account.id), request.params.gtin));
    },
  );
}
