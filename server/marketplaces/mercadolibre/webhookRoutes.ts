import type { FastifyInstance } from 'fastify';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { type MercadoLibreNotification, processNotification } from './webhookProcessing';

const body = {
  type: 'object',
  required: ['resource', 'user_id', 'topic', 'application_id'],
  properties: {
    resource: { type: 'string', minLength: 1, maxLength: 300 },
    user_id: { type: ['integer', 'string'] },
    topic: { type: 'string', maxLength: 60 },
    application_id: { type: ['integer', 'string'] },
  },
};

/**
 * `POST /api/webhooks/mercadolibre`: MercadoLibre counts an answer slower than 500 ms as failed,
 * so the known application and seller are checked, 200 goes back at once, and the work follows.
 */
export function registerWebhookRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  app.post<{ Body: MercadoLibreNotification }>('/api/webhooks/mercadolibre', { schema: { tags: ['webhooks'], body }, config: { public: true } }, async (request, reply) => {
    const notification = request.body;
    if (String(notification.application_id) !== feature.connector.config.clientId) return reply.status(403).send({ error: 'forbidden', message: 'Aplicación desconocida' });
    const account = await feature.accounts.byUserId(Number(notification.user_id));
    if (!account || account.status === 'revoked') return reply.status(404).send({ error: 'not_found', message: 'Vendedor desconocido' });
    setImmediate(() => {
      processNotification(feature, account, notification).catch((error: unknown) => request.log.warn({ err: error, topic: notification.topic }, 'mercadolibre notification not processed'));
    });
    return reply.status(200).send({ ok: true });
  });
}
