import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { boundedSchema } from './boundedSchema';
import { compiledOnce } from './compiledOnce';

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

const strictValidator = compiledOnce((schema) => strict.compile(boundedSchema(schema)));
const coercingValidator = compiledOnce((schema) => coercing.compile(boundedSchema(schema)));
// What Fastify would build for an answer's schema itself (no shared schemas are added to the app).
const answerSerializer = compiledOnce((schema) => fastJsonStringify(schema));

/** A body validator outside a route's schema (batch items), bounded like the routes' own. */
export const compileBodySchema = strictValidator;

export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strictValidator : coercingValidator)(schema as Record<string, unknown>));
  app.setSerializerCompiler(({ schema }) => answerSerializer(schema as Record<string, unknown>));
}
