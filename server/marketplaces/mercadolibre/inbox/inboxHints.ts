import { randomUUID } from 'node:crypto';
import type { MercadoLibreNotification } from '../webhookProcessing';
import type { InboxHint } from './inboxRepository';

/**
 * The inbox row of a MercadoLibre notification. Its `_id` (or `id`) is the same on every
 * redelivery and in `/missed_feeds`; without one, `received` (when MercadoLibre created it) is;
 * without either nothing tells two deliveries apart, so each is kept.
 */
export function hintOf(notification: MercadoLibreNotification): InboxHint {
  const id = notification._id ?? notification.id ?? (notification.received ? `received:${notification.received}` : `unidentified:${randomUUID()}`);
  return {
    userId: Number(notification.user_id),
    topic: notification.topic,
    resource: notification.resource.startsWith('/') ? notification.resource : `/${notification.resource}`,
    notificationId: String(id).slice(0, 200),
  };
}
