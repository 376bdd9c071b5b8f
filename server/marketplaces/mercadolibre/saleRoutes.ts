import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { maxSaleMessageAttachments, maxSaleMessageLength } from '../../../resources/mercadolibre/messages';
import { ApiError, badInput } from '../../http/errors';
import { blankField, invalidField } from '../../http/fieldMessages';
import { errorSchema } from '../../http/routeSchemas';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { answering, errorResponses } from './routeSupport';
import { saleLabelPdf } from './saleLabel';
import { mercadoLibreSaleOf } from './saleLookup';
import { readSaleConversation, sendSaleMessage, uploadSaleMessageAttachment } from './saleMessaging';

const tags = ['mercadolibre/ventas'];
const params = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
type OrderParams = { Params: { id: number } };
// A refused message says why: MercadoLibre's `blocked_by_*` reason.
const messageResponses = { ...errorResponses, 409: { ...errorSchema, properties: { ...errorSchema.properties, reason: { type: 'string' } } } };
// MercadoLibre takes message files up to 25 MB.
const attachmentMaxBytes = 25 * 1024 * 1024;

/**
 * A MercadoLibre sale seen from its ERP order (`orders/{id}`, the order's id): its post-sale
 * conversation (read, send, attach a file) and its shipping label. Every call goes through the
 * connector as the sale's account.
 */
export async function registerSaleRoutes(app: FastifyInstance, feature: MercadoLibreFeature): Promise<void> {
  app.get<OrderParams>('/api/mercadolibre/orders/:id/messages', { schema: { tags, params, response: messageResponses } }, async (request) => {
    const sale = await mercadoLibreSaleOf(feature, request.params.id);
    return answering(() => readSaleConversation(feature, sale));
  });

  app.post<OrderParams & { Body: { text: string; attachments?: string[] } }>(
    '/api/mercadolibre/orders/:id/messages',
    {
      schema: {
        tags,
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          properties: {
            // A text of only spaces is blank, as an empty one.
            text: { type: 'string', minLength: 1, maxLength: maxSaleMessageLength, pattern: '\\S' },
            attachments: { type: 'array', maxItems: maxSaleMessageAttachments, items: { type: 'string', minLength: 1, maxLength: 200 } },
          },
        },
        response: messageResponses,
      },
      config: { requiredFields: new Set(['text']) },
    },
    async (request, reply) => {
      const sale = await mercadoLibreSaleOf(feature, request.params.id);
      const message = await answering(() => sendSaleMessage(feature, sale, request.body));
      return reply.code(201).send(message);
    },
  );

  app.get<OrderParams>('/api/mercadolibre/orders/:id/label', { schema: { tags, params, response: errorResponses } }, async (request, reply) => {
    const sale = await mercadoLibreSaleOf(feature, request.params.id);
    const pdf = await answering(() => saleLabelPdf(feature, sale));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="etiqueta-${sale.conversationId}.pdf"`).send(pdf);
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fileSize: attachmentMaxBytes + 1 } });
    uploads.post<OrderParams>(
      '/api/mercadolibre/orders/:id/messages/attachments',
      { schema: { tags, params, response: errorResponses } },
      async (request, reply) => {
        const sale = await mercadoLibreSaleOf(feature, request.params.id);
        if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Se espera un archivo en multipart/form-data').worded('file_expected');
        const part = await request.file();
        if (!part) throw badInput({ file: blankField });
        const content = await part.toBuffer().catch(() => undefined);
        if (!content || part.file.truncated || content.length > attachmentMaxBytes) throw badInput({ file: invalidField });
        const uploaded = await answering(() => uploadSaleMessageAttachment(feature, sale, { filename: part.filename, type: part.mimetype, content }));
        return reply.code(201).send(uploaded);
      },
    );
  });
}
