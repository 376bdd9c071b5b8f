import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../http/errors';
import type { AppContext } from '../context';
import { LoginLimiter } from './loginLimiter';
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

const tooManyAttempts = (seconds: number) =>
  new ApiError(429, 'too_many_attempts', 'Demasiados intentos de inicio de sesión, inténtalo más tarde', undefined, {
    'retry-after': String(seconds),
  });

const displayName = (user: UserRow) =>
  user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

export function registerAuthRoutes(app: FastifyInstance, context: AppContext) {
  const { config, sessions, tokenSecret } = context;
  const db = context.database.db;
  const windowMs = config.loginWindowSeconds * 1000;
  const perAccount = new LoginLimiter(config.loginAttemptsPerWindow, windowMs);
  // An address may try a few accounts (a shared office), but not spray many.
  const perAddress = new LoginLimiter(config.loginAttemptsPerWindow * 3, windowMs);
  const accessToken = (userId: number, sessionId: string) =>
    signAccessToken({ sub: userId, sid: sessionId }, tokenSecret, config.accessTokenSeconds);

  app.post('/api/login/', { schema: { body: loginBody }, config: { public: true } }, async (request: FastifyRequest<{ Body: { username: string; password: string } }>) => {
    const email = request.body.username.trim().toLowerCase();
    const accountKey = `account:${email}`;
    const addressKey = `address:${request.ip}`;
    const wait = Math.max(perAccount.retryAfter(accountKey), perAddress.retryAfter(addressKey));
    if (wait > 0) throw tooManyAttempts(wait);
    perAddress.record(addressKey);

    const user = (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) as UserRow | undefined;
    const valid = await verifyPassword(user?.password, request.body.password);
    if (!user || !valid || user.status === 'disabled') {
      perAccount.record(accountKey);
      throw new ApiError(401, 'invalid_credentials', 'Correo o contraseña incorrectos');
    }
    perAccount.clear(accountKey);
    const session = await sessions.open(user.id);
    return { token: accessToken(user.id, session.sessionId), refreshToken: session.refreshToken, userName: displayName(user), id: user.id };
  });

  app.post('/api/login/refresh/', { schema: { body: refreshBody }, config: { public: true } }, async (request: FastifyRequest<{ Body: { refreshToken: string } }>) => {
    const session = await sessions.rotate(request.body.refreshToken);
    if (!session) throw unauthorized('La sesión expiró, inicia sesión de nuevo');
    const user = await db.selectFrom('users').select(['status']).where('id', '=', session.userId).executeTakeFirst();
    if (!user || user.status === 'disabled') {
      await sessions.revoke(session.sessionId);
      throw unauthorized('La cuenta está desactivada');
    }
    return { token: accessToken(session.userId, session.sessionId), refreshToken: session.refreshToken };
  });

  app.post('/api/logout/', async (request, reply) => {
    if (request.user) await sessions.revoke(request.user.sessionId);
    return reply.status(204).send();
  });
}
