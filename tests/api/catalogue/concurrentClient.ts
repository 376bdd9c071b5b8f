import type { TestApp } from '../testApp';

type Row = Record<string, unknown>;

export interface Answer {
  status: number;
  body: Row;
}

/**
 * Real HTTP on a port of 127.0.0.1, so simultaneous calls reach the server as separate requests and
 * their transactions interleave on the database as they would in production.
 */
export async function concurrentClient(testApp: TestApp) {
  const base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await testApp.login();
  const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  /** Sends every call at once and answers in the same order. */
  const all = (calls: readonly (() => Promise<Answer>)[]) => Promise.all(calls.map((call) => call()));
  return { send, all };
}

/** How many answers have each status, e.g. `{ 200: 1, 409: 9 }`. */
export const statusCounts = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
