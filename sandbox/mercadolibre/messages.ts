import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, MercadoLibreApiError, notFound } from './apiErrors';
import { addMessage, blockOf, conversationOf, conversationStatus, findMessage, sellerMaxMessageLength } from './conversations';
import { callerOf } from './requestGuard';
import type { MercadoLibreRuntime } from './runtime';
import type { JsonObject } from './types';

type ConversationRoute = { Params: { packId: string; sellerId: string }; Querystring: Record<string, string | undefined> };
interface SendBody {
  from?: { user_id?: number | string };
  to?: { user_id?: number | string };
  text?: unknown;
  attachments?: unknown;
}

const attachmentMaxBytes = 25 * 1024 * 1024;

function requirePostSaleTag(request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>): void {
  if (request.query.tag !== 'post_sale') throw badRequest('tag is required and must be post_sale');
}

function ownSellerPath(request: FastifyRequest<ConversationRoute>): number {
  const { userId } = callerOf(request);
  if (Number(request.params.sellerId) !== userId) throw forbidden(`Caller is not allowed to access seller ${request.params.sellerId}`);
  return userId;
}

/** Post-sale messaging: a pack's conversation (read, send), single messages, unread counts and attachments. */
export function registerMessageRoutes(app: FastifyInstance, runtime: MercadoLibreRuntime): void {
  const { state } = runtime;

  app.get<ConversationRoute>('/messages/packs/:packId/sellers/:sellerId', async (request) => {
    requirePostSaleTag(request);
    const conversation = conversationOf(runtime, request.params.packId, ownSellerPath(request));
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? 10);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest('Invalid offset or limit');
    // Reading marks the buyer's messages read unless `mark_as_read=false`.
    if (request.query.mark_as_read !== 'false') {
      for (const message of conversation.messages) {
        const dates = message.message_date as JsonObject;
        if (dates.read === null) dates.read = state.nowIso();
      }
    }
    const newestFirst = [...conversation.messages].reverse();
    return {
      paging: { limit, offset, total: newestFirst.length },
      conversation_status: conversationStatus(runtime, conversation),
      messages: newestFirst.slice(offset, offset + limit),
      seller_max_message_length: sellerMaxMessageLength,
      buyer_max_message_length: 3500,
    };
  });

  app.post<ConversationRoute & { Body: SendBody }>('/messages/packs/:packId/sellers/:sellerId', async (request, reply) => {
    requirePostSaleTag(request);
    const sellerId = ownSellerPath(request);
    const conversation = conversationOf(runtime, request.params.packId, sellerId);
    const body = request.body ?? {};
    if (Number(body.from?.user_id) !== sellerId) throw badRequest('from.user_id must be the seller');
    if (Number(body.to?.user_id) !== conversation.buyerId) throw badRequest('to.user_id must be the buyer of the pack');
    if (typeof body.text !== 'string' || body.text.trim() === '') throw badRequest('text is required');
    if (body.text.length > sellerMaxMessageLength) throw badRequest(`text exceeds the maximum length of ${sellerMaxMessageLength} characters`);
    const attachments = body.attachments ?? [];
    if (!Array.isArray(attachments) || !attachments.every((id) => typeof id === 'string')) throw badRequest('attachments must be a list of ids');
    const block = blockOf(runtime, conversation);
    if (block)
      throw new MercadoLibreApiError(403, 'blocked_conversation', `The conversation is blocked: ${block.substatus}`, [
        { code: block.substatus, message: 'The conversation does not accept messages' },
      ]);
    return reply.code(201).send(addMessage(runtime, conversation, 'seller', body.text, attachments));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/messages/unread', async (request) => {
    requirePostSaleTag(request);
    const { userId } = callerOf(request);
    const results = [...state.conversations.values()]
      .filter((conversation) => conversation.sellerId === userId)
      .map((conversation) => ({
        resource: `/packs/${conversation.id}/sellers/${userId}`,
        count: conversation.messages.filter((message) => (message.message_date as JsonObject).read === null).length,
      }))
      .filter((unread) => unread.count > 0);
    return { user_id: userId, results };
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/messages/:id', async (request) => {
    requirePostSaleTag(request);
    const found = findMessage(runtime, request.params.id);
    if (!found) throw notFound(`Message ${request.params.id} not found`);
    if (found.conversation.sellerId !== callerOf(request).userId) throw forbidden(`Caller is not allowed to access message ${request.params.id}`);
    return found.message;
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/messages/attachments/:id', async (request, reply) => {
    requirePostSaleTag(request);
    const attachment = state.messageAttachments.get(request.params.id);
    if (!attachment) throw notFound(`Attachment ${request.params.id} not found`);
    if (attachment.sellerId !== callerOf(request).userId) throw forbidden(`Caller is not allowed to access attachment ${request.params.id}`);
    return reply.type(attachment.type).send(Buffer.from(attachment.base64, 'base64'));
  });

  // Multipart only here: the rest of the API takes JSON.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { files: 1, fileSize: attachmentMaxBytes + 1 } });
    uploads.post<{ Querystring: Record<string, string | undefined> }>('/messages/attachments', async (request) => {
      requirePostSaleTag(request);
      const { userId } = callerOf(request);
      if (!request.isMultipart()) throw badRequest('a multipart body with a file is required');
      const file = await request.file();
      if (!file) throw badRequest('file is required');
      const content = await file.toBuffer().catch(() => {
        throw badRequest(`file exceeds ${attachmentMaxBytes} bytes`);
      });
      if (content.length > attachmentMaxBytes || file.file.truncated) throw badRequest(`file exceeds ${attachmentMaxBytes} bytes`);
      const id = `${userId}_${state.randomToken(16)}${/\.[A-Za-z0-9]{1,8}$/.exec(file.filename)?.[0] ?? ''}`;
      state.messageAttachments.set(id, {
        id,
        sellerId: userId,
        filename: file.filename,
        type: file.mimetype,
        size: content.length,
        base64: content.toString('base64'),
        dateCreated: state.nowIso(),
      });
      return { id };
    });
  });
}
