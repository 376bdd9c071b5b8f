import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { startTestApp, type TestApp } from './testApp';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('a list in its own order', () => {
  it('every declared list answers the order its declaration gives, the one a screen asks for first', async () => {
    const refused: string[] = [];
    for (const resource of Object.values(resources)) {
      const { field, order } = resource.sort;
      const answer = await api.call({ method: 'POST', url: `/${resource.path}q/?page=1&size=5&sort=${field}&order=${order}`, payload: {} });
      if (answer.statusCode !== 200) refused.push(`${resource.name} by ${field}: ${answer.statusCode} ${answer.body}`);
    }
    expect(refused).toEqual([]);
  });
});
