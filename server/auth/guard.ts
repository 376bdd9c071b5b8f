import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { isPageRequest } from '../http/spa';
import type { AppContext } from '../context';
import { accessTokenVerifier } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a token (login, refresh, webhooks, media, the browser app's files); every other route needs one. */
    public?: boolean;
  }
}

/**
 * Deny by default, decided on the route the router matched: the router normalises the URL
 * (double slashes, percent-encoded letters, trailing slash), so the raw URL cannot be trusted to
 * say which route answers. A request no route matched is open only as a page of the browser app.
 */
const isPublic = (request: FastifyRequest) => (request.is404 ? isPageRequest(request) : request.routeOptions.config.public === true);

/** The websocket cannot send headers from a browser, so it carries the token as `?token=`. */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  if (request.routeOptions.url?.startsWith('/ws/')) return (request.query as { token?: string }).token;
  return undefined;
};

/** Every route needs a valid access token of a live session unless it is declared public. */
export function installAuthGuard(app: FastifyInstance, context: AppContext) {
  const verifyAccessToken = accessTokenVerifier(context.tokenSecret);
  app.addHook('onRequest', async (request) => {
    if (isPublic(request)) return;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(token);
    if (!claims) throw unauthorized('La sesión expiró o no es válida').worded('session_invalid');
    // A logout, a revocation or a disabled account ends the session's access tokens at once, not at their expiry.
    if (!(await context.sessions.isActive(claims.sid))) throw unauthorized('La sesión fue cerrada').worded('session_closed');
    request.user = { id: claims.sub, sessionId: claims.sid };
  });
}
