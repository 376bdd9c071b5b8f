import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { serializerOnFirstUse, validatorOnFirstUse } from '../../../server/http/compiledOnFirstUse';

const ajv = new Ajv({ allErrors: true, coerceTypes: true });
const pageQuery = { type: 'object', properties: { page: { type: 'integer' } } };

describe('a validator compiled on first use', () => {
  it('compiles nothing until a request reaches it, then once', () => {
    const compile = vi.fn(() => ajv.compile(pageQuery));
    const validate = validatorOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(validate({ page: 2 })).toBe(true);
    expect(validate({ page: 3 })).toBe(true);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('answers the errors of the call just made, as Fastify reads them', () => {
    const validate = validatorOnFirstUse(() => ajv.compile(pageQuery));
    expect(validate({ page: 'cero' })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/page', keyword: 'type' })]);
    expect(validate({ page: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('hands Ajv the parent Fastify passes, so a value coerced at the root reaches the request', () => {
    const validate = validatorOnFirstUse(() => ajv.compile({ type: 'integer' }));
    expect(validate.schemaEnv).toBeTruthy();
    const request: Record<string, unknown> = { page: '4' };
    expect(validate(request.page, { instancePath: '', parentData: request, parentDataProperty: 'page', rootData: request, dynamicAnchors: {} })).toBe(true);
    expect(request.page).toBe(4);
  });
});

describe('a serializer compiled on first use', () => {
  it('compiles nothing until the first answer, then once', () => {
    const compile = vi.fn(() => (data: unknown) => JSON.stringify(data));
    const serialize = serializerOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize({ id: 1 })).toBe('{"id":1}');
    expect(serialize({ id: 2 })).toBe('{"id":2}');
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
