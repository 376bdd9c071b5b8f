import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { boundedSchema } from './boundedSchema';
import { compiledOnce } from './compiledOnce';
import { serializerOnFirstUse, validatorOnFirstUse } from './compiledOnFirstUse';

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

/** The validator of one part of a request: the body strictly, the query string and path coerced. */
export const compileRequestSchema = (httpPart: string | undefined, schema: Record<string, unknown>): ValidateFunction =>
  (httpPart === 'body' ? strictValidator : coercingValidator)(schema);

/** A body validator outside a route's schema (batch items), bounded and compiled on first use like the routes' own. */
export const compileBodySchema = (schema: Record<string, unknown>) => validatorOnFirstUse(() => compileRequestSchema('body', schema));

/** The serializer of an answer's schema. */
export const compileAnswerSchema = (schema: Record<string, unknown>): ((data: unknown) => string) => answerSerializer(schema);

/** Each route's schemas are compiled when the route is first used, and then only once per text. */
export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => validatorOnFirstUse(() => compileRequestSchema(httpPart, schema as Record<string, unknown>)));
  app.setSerializerCompiler(({ schema }) => serializerOnFirstUse(() => compileAnswerSchema(schema as Record<string, unknown>)));
}
