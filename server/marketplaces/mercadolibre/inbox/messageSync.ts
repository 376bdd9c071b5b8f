import type { MercadoLibreFeature } from '../mercadoLibreFeature';
import type { MercadoLibreMessageJson } from '../saleMessageRepository';
import type { InboxRepository } from './inboxRepository';

interface UnreadConversations {
  results?: { resource?: string; count?: number }[];
}

interface ConversationPage {
  messages?: (MercadoLibreMessageJson & { message_date?: { read?: string | null } | null })[];
}

// Unread messages are the newest of their conversation: one page of them is plenty.
const pageSize = 100;
// Bounds one round; the conversations not read now are still unread next round.
const maxConversations = 200;

/**
 * Feeds the account's unread buyer messages into the inbox as `messages` hints (each announced
 * once however it arrives). MercadoLibre lists the conversations with unread messages; they are read
 * without marking them read, so the seller still sees them as new on MercadoLibre.
 */
export async function syncMessages(feature: MercadoLibreFeature, inbox: InboxRepository, accountId: number): Promise<{ messages: number }> {
  const account = await feature.accountFor(accountId);
  const sellerId = Number(account.user_id);
  const unread = await feature.connector.request<UnreadConversations>(accountId, {
    method: 'GET',
    path: '/messages/unread',
    query: { role: 'seller', tag: 'post_sale' },
  });
  let fed = 0;
  for (const conversation of (unread.results ?? []).slice(0, maxConversations)) {
    if (!conversation.resource) continue;
    const page = await feature.connector.request<ConversationPage>(accountId, {
      method: 'GET',
      path: `/messages${conversation.resource}`,
      query: { tag: 'post_sale', mark_as_read: 'false', limit: pageSize },
    });
    const hints = (page.messages ?? [])
      .filter((message) => Number(message.from?.user_id) !== sellerId && !message.message_date?.read)
      .map((message) => ({ userId: sellerId, topic: 'messages', resource: String(message.id), notificationId: 'sync:unread' }));
    await inbox.add(hints);
    fed += hints.length;
  }
  return { messages: fed };
}
