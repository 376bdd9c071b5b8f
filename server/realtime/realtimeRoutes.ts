import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';

/**
 * Must come before the auth guard: the plugin's own request hook marks upgrade requests, so that
 * an upgrade the guard refuses (401) gets its connection closed rather than left hanging.
 */
export async function registerWebsocketSupport(app: FastifyInstance) {
  // Clients only listen; a small frame limit keeps a misbehaving one from costing memory.
  await app.register(websocket, { options: { maxPayload: 4096 } });
}

/**
 * `/ws/notifications`: the auth guard has already checked `?token=` before the upgrade (a missing,
 * forged or expired token gets a 401 and no socket). An access token outlives a logout by up to
 * its lifetime, so the session itself is checked too.
 */
export function registerRealtimeRoutes(app: FastifyInstance, { hub, sessions }: AppContext) {
  app.get(
    '/ws/notifications',
    {
      websocket: true,
      preHandler: async (request) => {
        if (!request.user || !(await sessions.isActive(request.user.sessionId))) throw unauthorized('La sesión fue cerrada');
      },
    },
    (socket, request) => {
      if (request.user) hub.attach(socket, request.user);
    },
  );
}
