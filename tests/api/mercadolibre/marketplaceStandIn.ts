import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers a request instead of the marketplace: the marketplace's JSON changed, or a body of its own. */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /**
   * The body sent as is (an HTML page, nothing, an enormous text), or made from the marketplace's
   * parsed answer; awaited, so that something can happen while the request waits for its answer.
   */
  body?: string | ((answered: unknown) => unknown);
  /** Send the headers and the first half of the body, then nothing more (the connection stays open). */
  stall?: boolean;
}

interface Rule {
  method: string;
  path: RegExp;
  answer: Answer;
  times: number;
}

/**
 * A real HTTP server standing in for a marketplace: every request goes on to the marketplace (the
 * sandbox) as it came, except those a rule answers its own way, so the connector is tried against
 * answers the sandbox never gives.
 */
export async function marketplaceStandIn() {
  let target = '';
  const rules: Rule[] = [];
  const spend = (rule: Rule) => {
    rule.times -= 1;
    if (rule.times <= 0) rules.splice(rules.indexOf(rule), 1);
  };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    const rule = rules.find((candidate) => candidate.method === request.method && candidate.path.test(path.split('?')[0]!));
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<
      string,
      string
    >;
    const answered = await fetch(`${target}${path}`, { method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
    const text = await answered.text();
    if (!rule) {
      response.writeHead(answered.status, { 'content-type': answered.headers.get('content-type') ?? 'application/json' });
      response.end(text);
      return;
    }
    spend(rule);
    const { status = answered.status, headers: extra = {}, body = text, stall } = rule.answer;
    const sent = typeof body === 'function' ? JSON.stringify(await body(text ? JSON.parse(text) : null)) : body;
    response.writeHead(status, { 'content-type': 'application/json', ...extra });
    if (stall) response.write(sent.slice(0, Math.floor(sent.length / 2)));
    else response.end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Where requests go on to: the marketplace's base address. */
    forwardTo(url: string) {
      target = url.replace(/\/$/, '');
    },
    /** The next `times` requests of this method whose path matches get `answer`. */
    answer(method: string, path: RegExp, answer: Answer, times = 1) {
      rules.push({ method, path, answer, times });
    },
    clear() {
      rules.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
