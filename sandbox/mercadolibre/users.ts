import type { FastifyInstance } from 'fastify';
import { userJson } from './accounts';
import { badRequest, notFound } from './apiErrors';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';

/** `GET /users/me`, `/users/{id}` and the multiget `/users?ids=`. */
export function registerUserRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;

  app.get('/users/me', async (request) => {
    const { userId } = callerOf(request);
    const user = state.users.get(userId);
    if (!user) throw notFound(`User ${userId} not found`);
    return userJson(state, user, true);
  });

  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const { userId } = callerOf(request);
    const user = state.users.get(Number(request.params.id));
    if (!user) throw notFound(`User not found: ${request.params.id}`);
    return userJson(state, user, user.id === userId);
  });

  app.get<{ Querystring: { ids?: string } }>('/users', async (request) => {
    const { userId } = callerOf(request);
    const ids = (request.query.ids ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 20) throw badRequest('ids must list between 1 and 20 user ids');
    return ids.map((id) => {
      const user = state.users.get(Number(id));
      return user
        ? { code: 200, body: userJson(state, user, user.id === userId) }
        : { code: 404, body: { message: `User not found: ${id}`, error: 'not_found', status: 404, cause: [] } };
    });
  });
}
