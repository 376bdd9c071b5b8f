import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageDetail, MessageSentence } from '../../resources/messageDetail';

/**
 * Fastify's own refusals of a request, in the API's words and sentences: the client shows them
 * to the seller, and these otherwise reached one in Fastify's English (a body over the size limit, say).
 */
const refusals: Readonly<Record<string, readonly [message: string, sentence: MessageSentence]>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['El cuerpo de la petición no es JSON válido', 'body_not_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['El cuerpo de la petición está vacío', 'body_empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['La petición supera el tamaño máximo admitido', 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['El tipo de contenido de la petición no se admite', 'media_type_unsupported'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['La longitud declarada no coincide con el cuerpo de la petición', 'content_length_mismatch'],
  FST_ERR_BAD_URL: ['La dirección pedida no es válida', 'address_invalid'],
  FST_ERR_MAX_PARAM_LENGTH: ['La dirección pedida no es válida', 'address_invalid'],
};

/** The Spanish message and sentence of one of Fastify's refusals, or its own message (no sentence) for any other error. */
export const frameworkRefusal = (error: Pick<FastifyError, 'code' | 'message'>): { message: string; detail?: MessageDetail } => {
  const known = refusals[error.code];
  return known ? { message: known[0], detail: { key: known[1], params: {} } } : { message: error.message };
};

/**
 * A URL the router cannot even read (bad percent-encoding, an over-long segment) is refused before
 * any route or error handler runs; without this, Fastify answered it in its own shape, in English,
 * echoing the URL back.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply.status(400).send({ error: 'bad_request', ...frameworkRefusal(error) });
