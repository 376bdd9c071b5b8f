import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's own refusals of a request, in the API's words: the client shows an error's message
 * verbatim, and these otherwise reached a seller in English (a body over the size limit, say).
 */
const messages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La petición supera el tamaño máximo admitido',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'El tipo de contenido de la petición no se admite',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada no coincide con el cuerpo de la petición',
  FST_ERR_BAD_URL: 'La dirección pedida no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección pedida no es válida',
};

/** The Spanish message of one of Fastify's refusals, or its own message for any other error. */
export const frameworkMessage = (error: Pick<FastifyError, 'code' | 'message'>): string => messages[error.code] ?? error.message;

/**
 * A URL the router cannot even read (bad percent-encoding, an over-long segment) is refused before
 * any route or error handler runs; without this, Fastify answered it in its own shape, in English,
 * echoing the URL back.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply.status(400).send({ error: 'bad_request', message: frameworkMessage(error) });
