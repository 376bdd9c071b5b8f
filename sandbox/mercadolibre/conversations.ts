import { badRequest, forbidden, notFound } from './apiErrors';
import type { MercadoLibreRuntime } from './runtime';
import type { Conversation, JsonObject, Order } from './types';

/** The seller's text limit of one post-sale message. */
export const sellerMaxMessageLength = 350;
/** A conversation with no message for this long is blocked until the buyer writes again. */
const quietDaysBeforeBlock = 30;
/** Any substatus MercadoLibre blocks with: `blocked_by_*`, and the `block_by_*` and `bloqued_by_*` spellings its docs also use. */
export const blockedSubstatusPattern = /^(blocked|block|bloqued)_by_[a-z_]+$/;

/** The orders the conversation is about: those of the pack, or the single order. */
export function ordersOfConversation(runtime: MercadoLibreRuntime, conversationId: string): Order[] {
  return [...runtime.state.orders.values()].filter((order) => String(order.body.pack_id ?? order.id) === conversationId);
}

/** The conversation of a pack (or lone order), created on first use; 404 when no such order, 403 for another seller's. */
export function conversationOf(runtime: MercadoLibreRuntime, conversationId: string, sellerId?: number): Conversation {
  const orders = ordersOfConversation(runtime, conversationId);
  if (orders.length === 0) throw notFound(`Pack ${conversationId} not found`);
  if (sellerId !== undefined && orders[0].sellerId !== sellerId) throw forbidden(`Caller is not allowed to access pack ${conversationId}`);
  let conversation = runtime.state.conversations.get(conversationId);
  if (!conversation) {
    conversation = { id: conversationId, sellerId: orders[0].sellerId, buyerId: orders[0].buyerId, blockedBy: null, blockedAt: null, messages: [] };
    runtime.state.conversations.set(conversationId, conversation);
  }
  return conversation;
}

export function conversationOfOrder(runtime: MercadoLibreRuntime, orderId: number): Conversation {
  const order = runtime.state.orders.get(orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  return conversationOf(runtime, String(order.body.pack_id ?? order.id));
}

/**
 * Why the conversation is blocked now, or null: a block set from outside first, then what the
 * orders' state implies (cancelled, unpaid, a Full sale not delivered yet), then silence for 30 days.
 */
export function blockOf(runtime: MercadoLibreRuntime, conversation: Conversation): { substatus: string; since: string } | null {
  if (conversation.blockedBy) return { substatus: conversation.blockedBy, since: conversation.blockedAt ?? runtime.state.nowIso() };
  const orders = ordersOfConversation(runtime, conversation.id);
  const since = String(orders[0]?.body.last_updated ?? runtime.state.nowIso());
  if (orders.every((order) => order.body.status === 'cancelled')) return { substatus: 'blocked_by_cancelled_order', since };
  if (orders.some((order) => ['payment_required', 'payment_in_process', 'partially_paid'].includes(String(order.body.status))))
    return { substatus: 'blocked_by_payment', since };
  const shipment = runtime.state.shipments.get(orders[0].shipmentId)?.body;
  const logistic = shipment?.logistic as { type?: string } | undefined;
  if (logistic?.type === 'fulfillment' && shipment?.status !== 'delivered') return { substatus: 'blocked_by_fulfillment', since };
  const last = conversation.messages.at(-1);
  const lastDate = last ? Date.parse(String((last.message_date as JsonObject).created)) : undefined;
  if (lastDate !== undefined && runtime.state.now() - lastDate > quietDaysBeforeBlock * 24 * 3600 * 1000)
    return { substatus: 'blocked_by_time', since: new Date(lastDate + quietDaysBeforeBlock * 24 * 3600 * 1000).toISOString() };
  return null;
}

/** `conversation_status` as the conversation read answers it. */
export function conversationStatus(runtime: MercadoLibreRuntime, conversation: Conversation): JsonObject {
  const block = blockOf(runtime, conversation);
  const orders = ordersOfConversation(runtime, conversation.id);
  return {
    path: `/packs/${conversation.id}/sellers/${conversation.sellerId}`,
    status: block ? 'blocked' : 'active',
    substatus: block?.substatus ?? null,
    status_date: block?.since ?? null,
    status_update_allowed: false,
    claim_ids: null,
    shipping_id: orders[0]?.shipmentId ?? null,
  };
}

/** Adds a message from one side of the conversation to the other and notifies the seller's applications (`messages`, created). */
export function addMessage(
  runtime: MercadoLibreRuntime,
  conversation: Conversation,
  from: 'seller' | 'buyer',
  text: string,
  attachmentIds: string[] = [],
): JsonObject {
  const now = runtime.state.nowIso();
  const [fromId, toId] = from === 'seller' ? [conversation.sellerId, conversation.buyerId] : [conversation.buyerId, conversation.sellerId];
  const attachments = attachmentIds.map((id) => {
    const attachment = runtime.state.messageAttachments.get(id);
    if (!attachment || attachment.sellerId !== conversation.sellerId) throw badRequest(`Attachment ${id} not found`);
    return {
      filename: attachment.id,
      original_filename: attachment.filename,
      type: attachment.type,
      size: attachment.size,
      potential_security_threat: false,
      creation_date: attachment.dateCreated,
    };
  });
  const message: JsonObject = {
    id: runtime.state.randomToken(16),
    site_id: 'MLM',
    client_id: null,
    from: { user_id: fromId },
    to: { user_id: toId },
    status: 'available',
    subject: null,
    text,
    message_date: { received: now, available: now, notified: now, created: now, read: from === 'seller' ? now : null },
    message_moderation: { status: 'clean', reason: null, source: 'online', moderation_date: now },
    message_attachments: attachments.length > 0 ? attachments : null,
    message_resources: [
      { id: conversation.id, name: 'packs' },
      { id: String(conversation.sellerId), name: 'sellers' },
    ],
    conversation_first_message: conversation.messages.length === 0,
  };
  conversation.messages.push(message);
  runtime.webhooks.notify('messages', String(message.id), conversation.sellerId);
  return message;
}

/** The message and its conversation, by the message's id. */
export function findMessage(runtime: MercadoLibreRuntime, messageId: string): { conversation: Conversation; message: JsonObject } | undefined {
  for (const conversation of runtime.state.conversations.values()) {
    const message = conversation.messages.find((each) => each.id === messageId);
    if (message) return { conversation, message };
  }
  return undefined;
}
