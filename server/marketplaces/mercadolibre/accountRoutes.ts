import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { marketplaceCodes } from '../../../resources/notifications';
import { tasks as taskDeclaration, taskTypes } from '../../../resources/tasks';
import { recordSchema } from '../../crud/schemas';
import { ApiError, conflict, notFound } from '../../http/errors';
import { toAccountRecord } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { callMercadoLibre } from './mercadoLibreHttp';
import { returnOriginOf, returnToQuerySchema } from '../shared/oauthReturn';
import { createPublicationTask } from './publicationBulkRoutes';
import { idParamsSchema } from '../../http/routeSchemas';
import { answering, errorResponses } from './routeSupport';

const tags = ['mercadolibre-credentials'];
const stateLifetimeMs = 10 * 60_000;
export const account = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    marketplace: { type: 'string' },
    user_id: { type: 'integer' },
    User_id: { type: 'integer' },
    nickname: { type: 'string' },
    site_id: { type: 'string' },
    active: { type: 'boolean' },
    status: { type: 'string' },
    status_reason: { type: ['string', 'null'] },
    expires_at: { type: ['string', 'null'] },
    last_refresh_at: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    sales_stock_moment: { type: 'string' },
    sales_warehouse_id: { type: ['integer', 'null'] },
    sales_settings_version: { type: ['string', 'null'] },
  },
};
type IdParams = { Params: { id: number } };

/** Accounts: OAuth connect, list (never tokens), activate, delete, stock sync, user info. */
export function registerAccountRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const { accounts, connector } = feature;
  const db = feature.context.database.db;
  const existing = async (id: number) => (await accounts.get(id)) ?? Promise.reject(notFound('La cuenta no existe').worded('account_missing'));

  app.get<{ Querystring: { return_to?: string } }>(
    '/api/mercadolibre/authorization_url',
    {
      schema: {
        tags,
        querystring: returnToQuerySchema,
        response: { 200: { type: 'object', properties: { url: { type: 'string' }, state: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const returnTo = returnOriginOf(request.query.return_to, request.host);
      const state = randomBytes(24).toString('base64url');
      await db
        .deleteFrom('mercadolibre_oauth_states')
        .where('created_at', '<', new Date(Date.now() - stateLifetimeMs).toISOString())
        .execute();
      await db
        .insertInto('mercadolibre_oauth_states')
        .values({ state, user_id: Number(request.user?.id), created_at: new Date().toISOString(), return_to: returnTo })
        .execute();
      return { url: connector.oauth.authorizationUrl(state), state };
    },
  );

  app.post<{ Body: { code: string; state: string } }>(
    '/api/mercadolibre/authorize',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['code', 'state'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 500 }, state: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 201: account, ...errorResponses },
      },
    },
    async (request, reply) => {
      const taken = await db
        .deleteFrom('mercadolibre_oauth_states')
        .where('state', '=', request.body.state)
        .where('created_at', '>=', new Date(Date.now() - stateLifetimeMs).toISOString())
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) === 0)
        throw new ApiError(400, 'invalid_state', 'La autorización expiró o no fue iniciada aquí; vuelve a conectar la cuenta').worded('authorization_expired');
      const row = await answering(async () => {
        const tokens = await connector.oauth.exchangeCode(request.body.code);
        const user = await fetchUser(feature, tokens.accessToken);
        return accounts.connect(user, tokens);
      });
      return reply.status(201).send(toAccountRecord(row));
    },
  );

  app.get('/api/mercadolibre/get_credentials', { schema: { tags, response: { 200: { type: 'array', items: account } } } }, async () =>
    (await accounts.list()).map(toAccountRecord),
  );

  app.post('/api/mercadolibre/credentials/', { schema: { tags, response: errorResponses } }, async () => {
    throw new ApiError(
      400,
      'manual_credentials_unsupported',
      'Las cuentas de Mercado Libre se conectan con la autorización (authorization_url → authorize)',
    ).worded('mercadolibre_authorization_only');
  });

  // Answers the account active now, or says that none is left.
  app.delete<IdParams>(
    '/api/mercadolibre/credentials/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: { type: 'object', properties: { active: { anyOf: [account, { type: 'null' }] }, message: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      await existing(request.params.id);
      const active = await accounts.remove(request.params.id);
      return active
        ? { active: toAccountRecord(active), message: `La cuenta activa es ahora ${active.nickname}` }
        : { active: null, message: 'No queda ninguna cuenta de Mercado Libre conectada' };
    },
  );

  app.get<IdParams>(
    '/api/mercadolibre/credentials/:id/set_active',
    { schema: { tags, params: idParamsSchema, response: { 200: account, ...errorResponses } } },
    async (request) => {
      await existing(request.params.id);
      await accounts.setActive(request.params.id);
      return toAccountRecord(await existing(request.params.id));
    },
  );

  app.get<IdParams>(
    '/api/mercadolibre/credentials/:id/sync_stock',
    { schema: { tags, params: idParamsSchema, response: { 202: recordSchema(taskDeclaration), ...errorResponses } } },
    async (request, reply) => {
      await existing(request.params.id);
      const listed = await feature.publications.listedOf(request.params.id);
      if (listed.length === 0) throw conflict('La cuenta no tiene publicaciones activas o pausadas').worded('account_without_publications');
      const items = listed.map((publication) => ({ publicationId: publication.id }));
      return reply.status(202).send(await createPublicationTask(feature, taskTypes.syncStock, items, Number(request.user?.id), request.params.id));
    },
  );

  app.get<IdParams>('/api/mercadolibre/credentials/:id/user_info', { schema: { tags, params: idParamsSchema, response: errorResponses } }, async (request) => {
    await existing(request.params.id);
    const user = await answering(() => connector.request<{ id: number } & Record<string, unknown>>(request.params.id, { method: 'GET', path: '/users/me' }));
    return { ...user, User_id: Number(user.id), marketplace: marketplaceCodes.mercadolibre };
  });
}

async function fetchUser(feature: MercadoLibreFeature, accessToken: string) {
  const user = await callMercadoLibre<{ id: number; nickname: string; site_id?: string }>(feature.connector.http, {
    method: 'GET',
    path: '/users/me',
    token: accessToken,
  });
  return { id: Number(user.id), nickname: user.nickname, site_id: user.site_id ?? 'MLM' };
}
