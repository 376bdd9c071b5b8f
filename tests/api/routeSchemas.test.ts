import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAnswerSchema, compileRequestSchema } from '../../server/http/validation';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

type Schema = Record<string, unknown>;

/** What a route's schema would compile to, as its first request compiles it: the failures by route and part. */
function compileFailures(): { compiled: number; failures: string[] } {
  let compiled = 0;
  const failures: string[] = [];
  const attempt = (where: string, compile: () => unknown) => {
    try {
      compile();
      compiled++;
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message}`);
    }
  };
  for (const route of testApp.routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    for (const part of ['body', 'querystring', 'params', 'headers']) {
      if (schema[part]) attempt(`${name} ${part}`, () => compileRequestSchema(part, schema[part] as Schema));
    }
    for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, Schema>)) {
      attempt(`${name} answer ${status}`, () => compileAnswerSchema(answer));
    }
  }
  return { compiled, failures };
}

describe('route schemas, compiled when a route is first used', () => {
  it('all compile, so no route fails on its first request for a schema a start would once have refused', () => {
    const { compiled, failures } = compileFailures();
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });
});
