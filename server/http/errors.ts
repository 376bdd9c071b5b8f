import type { FastifyError, FastifyInstance } from 'fastify';
import type { MessageDetail, MessageParams, MessageSentence } from '../../resources/messageDetail';
import { isConcurrencyFailure, isDataError } from '../db/dataErrors';
import { type FieldErrors, fieldErrorsFrom, fieldMembers, type SchemaError } from './fieldMessages';
import { frameworkRefusal } from './frameworkErrors';

/**
 * The one error shape of the API: `{ error, message, fields?, detail? }` with a matching status;
 * `detail` names the message's sentence so a screen words it in its reader's language, and under
 * `detail.fields` each field message's.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More members of the body (e.g. the current record of a refused update). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The message as a sentence each language words: in the answer's body, and kept with a task item's reason. */
  detail?: MessageDetail;

  /** Names the message's sentence and its values; answers the same error, so a `throw` reads as one line. */
  worded(key: MessageSentence, params: MessageParams = {}): this {
    this.detail = { key, params };
    return this;
  }

  /** The error's body: its code, its message and fields in Spanish, their sentences, and its other members. */
  body() {
    return { error: this.code, message: this.message, ...fieldMembers(this.fields, this.detail), ...this.details };
  }
}

export const invalidInputMessage = 'Los datos enviados no son válidos';
export const badInput = (fields: FieldErrors) => new ApiError(400, 'validation', invalidInputMessage, fields).worded('invalid_input');
/** Without a message of its own, the generic one and its sentence; a caller's message names its own sentence. */
export const notFound = (message?: string) =>
  message === undefined ? new ApiError(404, 'not_found', 'No encontrado').worded('not_found') : new ApiError(404, 'not_found', message);
export const unauthorized = (message?: string) =>
  message === undefined ? new ApiError(401, 'unauthorized', 'Se requiere iniciar sesión').worded('login_required') : new ApiError(401, 'unauthorized', message);
export const conflict = (message: string, fields?: FieldErrors) => new ApiError(409, 'conflict', message, fields);
/** A delete refused because other records point at this one; `usedBy` names their resource so a client can say it in its language. */
export const recordInUse = (usedBy: string) =>
  new ApiError(409, 'conflict', `No se puede eliminar: hay registros de ${usedBy} que lo usan`, undefined, undefined, { usedBy }).worded('record_in_use', {
    usedBy,
  });

export const concurrentChangeMessage = 'Otra operación cambiaba los mismos datos a la vez: vuelve a intentarlo';

/**
 * A value the database refused as data, as the API's bad-input error; a transaction the database
 * gave up for a concurrent one (nothing written), as a conflict to try again; anything else as it is.
 */
export const asApiError = (error: unknown): unknown => {
  if (isDataError(error)) return new ApiError(400, 'validation', invalidInputMessage).worded('invalid_input');
  if (isConcurrencyFailure(error)) return new ApiError(409, 'conflict', concurrentChangeMessage).worded('concurrent_change');
  return error;
};

export const staleVersionMessage = 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales';
/** An update based on an old version: the body carries the record as it is now, for the user to compare. */
export const staleVersion = (current: object) => new ApiError(409, 'conflict', staleVersionMessage, undefined, undefined, { current }).worded('stale_version');

const internalError = { message: 'Error interno del servidor', detail: { key: 'internal_error', params: {} } } as const;

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError & { validation?: SchemaError[] }, request, reply) => {
    const error = asApiError(thrown) as typeof thrown;
    // Answered as bad input, but logged: validation should have refused the value before the database.
    if (error !== thrown) request.log.warn({ err: thrown }, 'the database refused the request (a value as data, or for a concurrent transaction)');
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.body());
    }
    if (error.validation) {
      const required = request.routeOptions.config.requiredFields;
      return reply.status(400).send(badInput(fieldErrorsFrom(error.validation, required)).body());
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    const code = status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : status === 500 ? 'internal' : 'bad_request';
    const refusal = status === 500 ? internalError : frameworkRefusal(error);
    return reply.status(status).send({ error: code, ...refusal });
  });
}
