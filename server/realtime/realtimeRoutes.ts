import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * Must come before the auth guard: the plugin's own request hook marks upgrade requests, so that
 * an upgrade the guard refuses (401) gets its connection closed rather than left hanging.
 */
export async function registerWebsocketSupport(app: FastifyInstance) {
  // Clients only listen; a small frame limit keeps a misbehaving one from costing memory.
  await app.register(websocket, { options: { maxPayload: 4096 } });
}

/**
 * `/ws/notifications`: the auth guard has already checked `?token=` and its session before the
 * upgrade (a missing, forged or expired token, or a closed session, gets a 401 and no socket).
 */
export function registerRealtimeRoutes(app: FastifyInstance, { hub }: AppContext) {
  app.get('/ws/notifications', { websocket: true }, (socket, request) => {
    if (request.user) hub.attach(socket, request.user);
  });
}
