import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { JsonObject } from './types';

export interface ValidationCause {
  department: string;
  cause_id: number | null;
  type: 'error' | 'warning';
  code: string;
  references: string[];
  message: string;
}

/** An error answered in the real shape `{message, error, status, cause}`. */
export class MercadoLibreApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly cause: ValidationCause[] | JsonObject[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { message: this.message, error: this.error, status: this.status, cause: this.cause };
  }
}

export const invalidToken = () => new MercadoLibreApiError(401, 'not_found', 'invalid_token');
export const forbidden = (message = 'forbidden') => new MercadoLibreApiError(403, 'forbidden', message);
export const notFound = (message: string) => new MercadoLibreApiError(404, 'not_found', message);
export const badRequest = (message: string, error = 'bad_request') => new MercadoLibreApiError(400, error, message);
export const validationError = (cause: ValidationCause[]) => new MercadoLibreApiError(400, 'validation_error', 'Validation error', cause);

/** The token endpoint answers with `error_description` instead of `message`. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalidGrant = () =>
  new OAuthError(400, 'invalid_grant', 'Error validating grant. Your authorization code or refresh token may be expired or it was already used');

export function sendApiError(reply: FastifyReply, error: MercadoLibreApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(error.body());
}

/** Turns thrown errors (ours and Fastify's own, e.g. a malformed JSON body) into the real error shapes. */
export function installMercadoLibreErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof MercadoLibreApiError) return sendApiError(reply, error);
    if (error instanceof OAuthError) {
      return reply.code(error.status).send({ error_description: error.message, error: error.error, status: error.status, cause: [] });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const code = status >= 500 ? 'internal_server_error' : 'bad_request';
    return sendApiError(reply, new MercadoLibreApiError(status, code, status >= 500 ? 'Internal server error' : `body.invalid: ${error.message}`));
  });
  app.setNotFoundHandler((request, reply) => sendApiError(reply, notFound(`Resource ${request.url.replace(/^\/mercadolibre/, '')} not found.`)));
}
