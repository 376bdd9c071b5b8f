import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** An SP-API error, answered in the real shape `{errors:[{code,message,details}]}`. */
export class AmazonApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details = '',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidInput = (message: string, details = '') => new AmazonApiError(400, 'InvalidInput', message, details);
export const notFound = (message: string) => new AmazonApiError(404, 'NotFound', message);
// SP-API answers 403 (never 401) for a missing, expired or foreign token.
export const unauthorized = (details: string) => new AmazonApiError(403, 'Unauthorized', 'Access to requested resource is denied.', details);

/** Login with Amazon answers OAuth errors, not SP-API ones. */
export class LwaError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** Every answer carries `x-amzn-RequestId`; errors of any kind leave in their marketplace shape. */
export function installAmazonErrorHandlers(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amzn-RequestId', randomUUID());
  });
  app.setErrorHandler((error: FastifyError | AmazonApiError | LwaError, _request, reply: FastifyReply) => {
    if (error instanceof LwaError) return reply.code(error.status).send({ error: error.error, error_description: error.message });
    if (error instanceof AmazonApiError)
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ errors: [{ code: error.code, message: error.message, details: error.details }] });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ errors: [{ code: status === 500 ? 'InternalFailure' : 'InvalidInput', message: error.message, details: '' }] });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ errors: [{ code: 'NotFound', message: 'The requested resource was not found.', details: '' }] }),
  );
}
