import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connection';
import { badInput } from '../../http/errors';
import { invalidField } from '../../http/fieldMessages';

/** The tables of consent states handed out by each marketplace's `authorization_url`. */
type OauthStatesTable = 'mercadolibre_oauth_states' | 'amazon_oauth_states';

/** `authorization_url`'s query: the origin the seller's browser shows. */
export const returnToQuerySchema = { type: 'object', properties: { return_to: { type: 'string', maxLength: 500 } } } as const;

/**
 * The origin the seller's browser shows (`return_to`), kept with the OAuth state so that the
 * marketplace's consent, which always returns to the one registered address, ends on the same
 * host the seller signed in on. Only the host this very request came through is kept: the server
 * never sends a browser to a host it was not reached by. Another host (e.g. behind a proxy that
 * rewrites the Host header) is not an error: the consent then ends on the registered address.
 */
export function returnOriginOf(returnTo: string | undefined, requestHost: string): string | null {
  if (returnTo === undefined) return null;
  let url: URL;
  try {
    url = new URL(returnTo);
  } catch {
    throw badInput({ return_to: invalidField });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput({ return_to: invalidField });
  return url.host === requestHost.toLowerCase() ? url.origin : null;
}

/**
 * The registered redirect address (a page of the app): when the state names another origin, the
 * browser is sent there with the same path and query, where its session is; otherwise the app's
 * page is served as any other. The state is only read here; `authorize` still takes it once.
 */
export function registerOauthReturn(app: FastifyInstance, database: DatabaseHandle, redirectUri: string, statesTable: OauthStatesTable): void {
  const path = new URL(redirectUri).pathname;
  app.get<{ Querystring: { state?: string } }>(path, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    const row = state ? await database.db.selectFrom(statesTable).select('return_to').where('state', '=', state).executeTakeFirst() : undefined;
    const origin = row?.return_to;
    if (!origin || new URL(origin).host === request.host.toLowerCase()) return reply.callNotFound();
    return reply.redirect(`${origin}${request.url}`, 302);
  });
}
