import { Agent, request } from 'node:http';
import { percentile } from './serverProcess';

export interface LoadTarget {
  /** A fixed address, or one chosen per request (a random page or search, so no two requests are alike). */
  url: string | (() => string);
  method?: 'GET' | 'POST';
  /** A fixed body, or one built per request (a random filter). */
  body?: unknown;
  bodyOf?: () => unknown;
  token?: string;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

/** One keep-alive request; resolves with the status once the whole body has arrived, 0 on failure or after 5 s. */
function send(agent: Agent, target: LoadTarget, fixedPayload: string | undefined): Promise<number> {
  const payload = target.bodyOf ? JSON.stringify(target.bodyOf()) : fixedPayload;
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const call = request(typeof target.url === 'string' ? target.url : target.url(), { agent, method: target.method ?? 'GET', headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.setTimeout(5000, () => call.destroy(new Error('timed out')));
    call.on('error', () => resolve(0));
    call.end(payload);
  });
}

/** A bounded closed loop: `connections` clients each sending one request after another for `seconds`. */
export async function runLoad(target: LoadTarget, connections = 10, seconds = 5): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
  const warmUntil = Date.now() + 1000;
  while (Date.now() < warmUntil) await Promise.all(Array.from({ length: connections }, () => send(agent, target, payload)));
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      const status = await send(agent, target, payload);
      times.push(performance.now() - sent);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    p50_ms: +percentile(times, 50).toFixed(2),
    p99_ms: +percentile(times, 99).toFixed(2),
    errors,
  };
}
