import { describe, expect, it, vi } from 'vitest';
import { compiledOnce } from '../../../server/http/compiledOnce';

describe('compiling schemas once per process', () => {
  it('compiles a schema declared again as a new object once, and answers the first compilation', () => {
    const compile = vi.fn((schema: Record<string, unknown>) => ({ compiledFrom: schema }));
    const compiled = compiledOnce(compile);
    const first = compiled({ type: 'object', properties: { id: { type: 'integer' } } });
    const again = compiled({ type: 'object', properties: { id: { type: 'integer' } } });
    expect(again).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles schemas that differ in any detail apart', () => {
    const compile = vi.fn((schema: Record<string, unknown>) => ({ compiledFrom: schema }));
    const compiled = compiledOnce(compile);
    const text = compiled({ type: 'object', properties: { id: { type: 'string' } } });
    const bounded = compiled({ type: 'object', properties: { id: { type: 'string', maxLength: 3 } } });
    expect(bounded).not.toBe(text);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
