import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, conflict, notFound } from '../../http/errors';
import { errorResponsesFor, idParamsSchema } from '../../http/routeSchemas';
import { recordSchema } from '../../crud/schemas';
import { tasks as taskDeclaration } from '../../../resources/tasks';
import { accountSchema, toAccountRecord } from './accountRecord';
import type { AccountRow } from './accountRepository';
import { returnOriginOf, returnToQuerySchema } from '../shared/oauthReturn';
import type { AmazonConnector } from './amazonConnector';
import { answering } from './amazonErrors';
import { createOffersTask } from './listingTasks';

const tags = ['amazon-credentials'];
const stateLifetimeMs = 10 * 60_000;
const errorResponses = errorResponsesFor(400, 401, 404, 409, 422, 429, 502);
type IdParams = { Params: { id: number } };
type AuthorizeBody = { spapi_oauth_code: string; state: string; selling_partner_id: string };

/** Accounts: connect through Seller Central's consent, list with their health (never tokens), activate, sync stock, delete. */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext, connector: AmazonConnector): void {
  const { accounts } = connector;
  const db = context.database.db;
  const record = (row: AccountRow) => toAccountRecord(row, connector.accessTokenExpiry(Number(row.id)));
  const existing = async (id: number) => (await accounts.get(id)) ?? Promise.reject(notFound('La cuenta no existe').worded('account_missing'));

  app.get<{ Querystring: { return_to?: string } }>(
    '/api/amazon/authorization_url',
    {
      schema: {
        tags,
        querystring: returnToQuerySchema,
        response: { 200: { type: 'object', properties: { url: { type: 'string' }, state: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      if (!connector.configured)
        throw conflict('Amazon no está configurado: falta la aplicación (AMAZON_APP_ID, AMAZON_CLIENT_ID, AMAZON_CLIENT_SECRET)').worded(
          'amazon_not_configured',
        );
      const returnTo = returnOriginOf(request.query.return_to, request.host);
      const state = randomBytes(24).toString('base64url');
      await db
        .deleteFrom('amazon_oauth_states')
        .where('created_at', '<', new Date(Date.now() - stateLifetimeMs).toISOString())
        .execute();
      await db
        .insertInto('amazon_oauth_states')
        .values({ state, user_id: Number(request.user?.id), created_at: new Date().toISOString(), return_to: returnTo })
        .execute();
      return { url: connector.authorizationUrl(state), state };
    },
  );

  app.post<{ Body: AuthorizeBody }>(
    '/api/amazon/authorize',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['spapi_oauth_code', 'state', 'selling_partner_id'],
          properties: {
            spapi_oauth_code: { type: 'string', minLength: 1, maxLength: 500 },
            state: { type: 'string', minLength: 1, maxLength: 200 },
            selling_partner_id: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
        response: { 201: accountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Taken once: of two returns with one state, only the first exchanges its code.
      const taken = await db
        .deleteFrom('amazon_oauth_states')
        .where('state', '=', request.body.state)
        .where('created_at', '>=', new Date(Date.now() - stateLifetimeMs).toISOString())
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) === 0)
        throw new ApiError(400, 'invalid_state', 'La autorización expiró o no fue iniciada aquí; vuelve a conectar la cuenta').worded('authorization_expired');
      const row = await answering(() => connector.connect(request.body.spapi_oauth_code, request.body.selling_partner_id));
      return reply.status(201).send(record(row));
    },
  );

  app.get('/api/amazon/get_credentials', { schema: { tags, response: { 200: { type: 'array', items: accountSchema } } } }, async () =>
    (await accounts.list()).map(record),
  );

  app.post('/api/amazon/credentials/', { schema: { tags, response: errorResponses } }, async () => {
    throw new ApiError(
      400,
      'manual_credentials_unsupported',
      'Las cuentas de Amazon se conectan con la autorización de Seller Central (authorization_url → authorize)',
    ).worded('amazon_authorization_only');
  });

  app.delete<IdParams>(
    '/api/amazon/credentials/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { active: { anyOf: [accountSchema, { type: 'null' }] }, message: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await existing(request.params.id);
      const active = await accounts.remove(request.params.id);
      connector.forget(request.params.id);
      return active
        ? { active: record(active), message: `La cuenta activa es ahora ${active.name}` }
        : { active: null, message: 'No queda ninguna cuenta de Amazon conectada' };
    },
  );

  app.get<IdParams>(
    '/api/amazon/credentials/:id/set_active',
    { schema: { tags, params: idParamsSchema, response: { 200: accountSchema, ...errorResponses } } },
    async (request) => {
      await existing(request.params.id);
      await accounts.setActive(request.params.id);
      return record(await existing(request.params.id));
    },
  );

  // Every listing Amazon accepted gets the inventory's units and price now, as the bulk offers task sends them.
  app.get<IdParams>(
    '/api/amazon/credentials/:id/sync_stock',
    { schema: { tags, params: idParamsSchema, response: { 202: recordSchema(taskDeclaration), ...errorResponses } } },
    async (request, reply) => {
      await existing(request.params.id);
      const listed = await db
        .selectFrom('amazon_listings')
        .select('id')
        .where('account_id', '=', request.params.id)
        .where('status', '!=', 'INVALID')
        .orderBy('id')
        .execute();
      if (listed.length === 0) throw conflict('La cuenta no tiene publicaciones activas o pausadas').worded('account_without_publications');
      const ids = listed.map((row) => Number(row.id));
      return reply.status(202).send(await createOffersTask(context, request.params.id, ids, Number(request.user?.id)));
    },
  );
}
