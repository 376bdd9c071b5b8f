import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { boundedSchema } from './boundedSchema';

/**
 * Bodies are checked strictly (a number is not a string, unknown fields are refused), while the
 * query string and path parameters, which are always text, are coerced to their declared types.
 * Every schema is first bounded (integers within the column range, no NUL bytes in text), so a
 * value no column can hold is refused here instead of failing inside the database.
 */
const strict = new Ajv({ allErrors: true, verbose: true, removeAdditional: false, useDefaults: false, coerceTypes: false, strict: false });
const coercing = new Ajv({ allErrors: true, verbose: true, removeAdditional: false, useDefaults: true, coerceTypes: true, strict: false });
addFormats(strict);
addFormats(coercing);

/** A body validator outside a route's schema (batch items), bounded like the routes' own. */
export const compileBodySchema = (schema: Record<string, unknown>) => strict.compile(boundedSchema(schema));

export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const bounded = boundedSchema(schema as Record<string, unknown>);
    return httpPart === 'body' ? strict.compile(bounded) : coercing.compile(bounded);
  });
}
