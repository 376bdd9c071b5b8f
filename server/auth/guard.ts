import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { AppContext } from '../context';
import { verifyAccessToken } from './tokens';

const publicRoutes = new Set(['POST /api/login', 'POST /api/login/refresh']);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0].replace(/\/+$/, '') || '/';

const isProtected = (request: FastifyRequest) => {
  const path = pathOf(request);
  if (!path.startsWith('/api') && !path.startsWith('/ws')) return false;
  if (path.startsWith('/api/webhooks/')) return false;
  return !publicRoutes.has(`${request.method} ${path}`);
};

/** The websocket cannot send headers from a browser, so it carries the token as `?token=`. */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  if (pathOf(request).startsWith('/ws')) return (request.query as { token?: string }).token;
  return undefined;
};

/** Every /api and /ws route needs a valid access token, but login, refresh and the webhooks. */
export function installAuthGuard(app: FastifyInstance, context: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (!isProtected(request)) return;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = verifyAccessToken(token, context.tokenSecret);
    if (!claims) throw unauthorized('La sesión expiró o no es válida');
    request.user = { id: claims.sub, sessionId: claims.sid };
  });
}
