import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../http/errors';
import type { AppContext } from '../context';
import { accountOf, installLoginLimits, tooManyAttempts } from './loginLimits';
import { verifyPassword } from './passwords';
import { signAccessToken } from './tokens';

interface UserRow {
  id: number;
  email: string;
  password: string | null;
  status: string | null;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
}

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    remember: { type: 'boolean' },
  },
} as const;

const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 512 } },
} as const;

const displayName = (user: UserRow) => user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

export async function registerAuthRoutes(app: FastifyInstance, context: AppContext) {
  const { config, sessions, tokenSecret } = context;
  const db = context.database.db;
  const limits = await installLoginLimits(app, context);
  const routeConfig = { public: true, rateLimit: limits.requestLimit };
  const accessToken = (userId: number, sessionId: string, issuedAt: Date) =>
    signAccessToken({ sub: userId, sid: sessionId }, tokenSecret, config.accessTokenSeconds, issuedAt.getTime());

  app.post(
    '/api/login/',
    { schema: { body: loginBody }, config: routeConfig },
    async (request: FastifyRequest<{ Body: { username: string; password: string } }>) => {
      const attempt = await limits.startAttempt(request);
      if (attempt.refusedForSeconds > 0) throw tooManyAttempts(attempt.refusedForSeconds);
      const user = (await db.selectFrom('users').selectAll().where('email', '=', accountOf(request)).executeTakeFirst()) as UserRow | undefined;
      const valid = await verifyPassword(user?.password, request.body.password);
      if (!user || !valid || user.status === 'disabled') {
        await attempt.failed();
        throw new ApiError(401, 'invalid_credentials', 'Correo o contraseña incorrectos').worded('invalid_credentials');
      }
      await attempt.succeeded();
      const session = await sessions.open(user.id);
      return {
        token: await accessToken(user.id, session.sessionId, session.issuedAt),
        refreshToken: session.refreshToken,
        userName: displayName(user),
        id: user.id,
      };
    },
  );

  app.post(
    '/api/login/refresh/',
    { schema: { body: refreshBody }, config: routeConfig },
    async (request: FastifyRequest<{ Body: { refreshToken: string } }>) => {
      const session = await sessions.rotate(request.body.refreshToken);
      if (!session) throw unauthorized('La sesión expiró, inicia sesión de nuevo').worded('session_expired');
      const user = await db.selectFrom('users').select(['status']).where('id', '=', session.userId).executeTakeFirst();
      if (!user || user.status === 'disabled') {
        await sessions.revoke(session.sessionId);
        throw unauthorized('La cuenta está desactivada').worded('user_disabled');
      }
      return { token: await accessToken(session.userId, session.sessionId, session.issuedAt), refreshToken: session.refreshToken };
    },
  );

  app.post('/api/logout/', async (request, reply) => {
    if (request.user) await sessions.revoke(request.user.sessionId);
    return reply.status(204).send();
  });
}
