import type { FastifyInstance } from 'fastify';
import { badInput } from '../../http/errors';
import { invalidField } from '../../http/fieldMessages';
import { hintOf } from './inbox/inboxHints';
import { InboxRepository } from './inbox/inboxRepository';
import { KnownSellers } from './inbox/knownSellers';
import { wakeInbox } from './inbox/mercadoLibreInbox';
import { resourceFitsTopic } from './inbox/topicResources';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { handledTopics, type MercadoLibreNotification } from './webhookProcessing';

// MercadoLibre's application, user and notification ids outgrow a 32-bit integer.
const marketplaceId = { type: ['integer', 'string'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER, maxLength: 40 };

const body = {
  type: 'object',
  required: ['resource', 'user_id', 'topic', 'application_id'],
  properties: {
    _id: { type: 'string', maxLength: 200 },
    id: marketplaceId,
    resource: { type: 'string', minLength: 1, maxLength: 300 },
    user_id: marketplaceId,
    topic: { type: 'string', maxLength: 60 },
    application_id: marketplaceId,
    attempts: { type: 'integer' },
    received: { type: 'string', maxLength: 60 },
  },
};

/**
 * `POST /api/webhooks/mercadolibre`: MercadoLibre counts an answer slower than 500 ms as failed and
 * delivers again, so the answer waits for one insert into the inbox and nothing else; the inbox
 * processor reads the resource later. Stored before answering, so an acknowledged notification
 * survives a crash; stored once, so a redelivery does nothing. Another application or a seller
 * that is not ours is refused from memory, without spending any account's request budget, and so
 * is a resource of another shape than its topic's (topicResources.ts).
 */
export function registerWebhookRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const knownSellers = new KnownSellers(feature.accounts);
  const inbox = new InboxRepository(feature.context.database.db);
  app.post<{ Body: MercadoLibreNotification }>(
    '/api/webhooks/mercadolibre',
    { schema: { tags: ['webhooks'], body }, config: { public: true } },
    async (request, reply) => {
      const notification = request.body;
      if (String(notification.application_id) !== feature.connector.config.clientId)
        return reply.status(403).send({ error: 'forbidden', message: 'Aplicación desconocida' });
      if (!(await knownSellers.has(Number(notification.user_id)))) return reply.status(404).send({ error: 'not_found', message: 'Vendedor desconocido' });
      if (handledTopics.includes(notification.topic)) {
        if (!resourceFitsTopic(notification.topic, notification.resource)) throw badInput({ resource: invalidField });
        await inbox.add([hintOf(notification)]);
        wakeInbox(feature.context);
      }
      return reply.status(200).send({ ok: true });
    },
  );
}
