import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies are checked strictly (a number is not a string, unknown fields are refused), while the
 * query string and path parameters, which are always text, are coerced to their declared types.
 */
const strict = new Ajv({ allErrors: true, verbose: true, removeAdditional: false, useDefaults: false, coerceTypes: false, strict: false });
const coercing = new Ajv({ allErrors: true, verbose: true, removeAdditional: false, useDefaults: true, coerceTypes: true, strict: false });
addFormats(strict);
addFormats(coercing);

export const bodyValidator = strict;

export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
}
