import { conversationBlockedCode, maxSaleMessageLength, type SaleConversation, type SaleMessage } from '../../../resources/mercadolibre/messages';
import { ApiError } from '../../http/errors';
import type { AccountRow } from './accountRepository';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { MercadoLibreError } from './mercadoLibreErrors';
import { conversationIdOf, type MercadoLibreMessageJson, SaleMessageRepository } from './saleMessageRepository';
import type { MercadoLibreSale } from './saleLookup';

interface ConversationPage {
  paging?: { total?: number };
  conversation_status?: { status?: string; substatus?: string | null };
  messages?: MercadoLibreMessageJson[];
}

const pageSize = 100;
// A conversation past this many messages is read up to here; older ones were stored by earlier reads.
const maxMessagesRead = 1_000;

const conversationPath = (sale: MercadoLibreSale) => `/messages/packs/${sale.conversationId}/sellers/${Number(sale.account.user_id)}`;

/** Stores a message read from MercadoLibre; answers the conversation it belongs to. */
export async function recordSaleMessage(feature: MercadoLibreFeature, account: AccountRow, message: MercadoLibreMessageJson, conversationId?: string) {
  const conversation = conversationId ?? conversationIdOf(message);
  if (!conversation) return undefined;
  await new SaleMessageRepository(feature.context.database.db).record(Number(account.id), Number(account.user_id), conversation, message);
  return conversation;
}

/**
 * Reads the sale's conversation from MercadoLibre (without marking the buyer's messages read),
 * stores every message, and answers it as stored with whether the seller may write.
 */
export async function readSaleConversation(feature: MercadoLibreFeature, sale: MercadoLibreSale): Promise<SaleConversation> {
  const accountId = Number(sale.account.id);
  let status: ConversationPage['conversation_status'] = {};
  for (let offset = 0; offset < maxMessagesRead; offset += pageSize) {
    const page = await feature.connector.request<ConversationPage>(accountId, {
      method: 'GET',
      path: conversationPath(sale),
      query: { tag: 'post_sale', mark_as_read: 'false', offset, limit: pageSize },
    });
    if (offset === 0) status = page.conversation_status ?? {};
    const messages = page.messages ?? [];
    for (const message of messages) await recordSaleMessage(feature, sale.account, message, sale.conversationId);
    if (messages.length < pageSize || offset + pageSize >= (page.paging?.total ?? 0)) break;
  }
  const blocked = status?.status === 'blocked';
  return {
    status: blocked ? 'blocked' : 'active',
    blocked_reason: blocked ? (status?.substatus ?? 'blocked') : null,
    max_length: maxSaleMessageLength,
    messages: await new SaleMessageRepository(feature.context.database.db).ofConversation(accountId, sale.conversationId),
  };
}

const blockedError = (reason: string) =>
  new ApiError(409, conversationBlockedCode, 'Mercado Libre no permite enviar mensajes en esta conversación', undefined, undefined, { reason }).worded(
    'conversation_blocked',
  );

/**
 * Sends the seller's message to the sale's buyer and stores it at once. A blocked conversation
 * sends nothing and answers 409 with MercadoLibre's reason, whether we see the block before sending
 * or MercadoLibre refuses the message for it.
 */
export async function sendSaleMessage(
  feature: MercadoLibreFeature,
  sale: MercadoLibreSale,
  input: { text: string; attachments?: string[] },
): Promise<SaleMessage> {
  const accountId = Number(sale.account.id);
  const conversation = await readSaleConversation(feature, sale);
  if (conversation.blocked_reason) throw blockedError(conversation.blocked_reason);
  const order = await feature.connector.request<{ buyer?: { id?: number | string } }>(accountId, {
    method: 'GET',
    path: `/orders/${sale.marketplaceOrderIds[0]}`,
  });
  let sent: MercadoLibreMessageJson;
  try {
    sent = await feature.connector.request<MercadoLibreMessageJson>(accountId, {
      method: 'POST',
      path: conversationPath(sale),
      query: { tag: 'post_sale' },
      body: {
        from: { user_id: Number(sale.account.user_id) },
        to: { user_id: Number(order.buyer?.id) },
        text: input.text,
        ...(input.attachments?.length ? { attachments: input.attachments } : {}),
      },
      idempotent: false,
    });
  } catch (error) {
    const reason = error instanceof MercadoLibreError && error.causes.find((cause) => /^(blocked|block|bloqued)_by_/.test(cause.code ?? ''))?.code;
    if (reason) throw blockedError(reason);
    throw error;
  }
  await recordSaleMessage(feature, sale.account, sent, sale.conversationId);
  const stored = await new SaleMessageRepository(feature.context.database.db).ofConversation(accountId, sale.conversationId);
  return stored.find((message) => message.ml_id === String(sent.id)) as SaleMessage;
}

/** Uploads a file for a message; answers MercadoLibre's attachment id, which the message then names. */
export async function uploadSaleMessageAttachment(
  feature: MercadoLibreFeature,
  sale: MercadoLibreSale,
  file: { filename: string; type: string; content: Buffer },
): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename);
  return feature.connector.request<{ id: string }>(Number(sale.account.id), {
    method: 'POST',
    path: '/messages/attachments',
    query: { tag: 'post_sale', site_id: sale.account.site_id },
    multipart: form,
    idempotent: false,
  });
}
