import type { ErrorObject, ValidateFunction } from 'ajv';

type DataValidationCxt = Parameters<ValidateFunction>[1];

/** A request validator as Fastify calls it: the value, Ajv's data context, then `errors` read after a failure. */
export type RequestValidator = ((data: unknown, context?: DataValidationCxt) => boolean) & { errors?: ErrorObject[] | null; schemaEnv?: unknown };

/**
 * Stands in for a validator that is compiled when the first request reaches it. Compiling every
 * route's schemas at start took most of the start and left tens of megabytes of compiler garbage
 * in the old generation of an idle server; most routes are never called in a day.
 */
export function validatorOnFirstUse(compile: () => ValidateFunction): RequestValidator {
  let compiled: ValidateFunction | undefined;
  const validate: RequestValidator = (data, context) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validate.errors = compiled.errors;
    return valid;
  };
  // Fastify hands the data context (the request as parent) only to functions that carry Ajv's
  // `schemaEnv`, so a value Ajv coerces or defaults at the root still reaches the request.
  validate.schemaEnv = true;
  return validate;
}

/** Stands in for an answer serializer that is compiled when the first answer goes through it. */
export function serializerOnFirstUse(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}
