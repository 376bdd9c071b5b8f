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

/** `connections` clients each sending one request after another for `milliseconds`: each answer's time, and how many failed. */
async function closedLoop(agent: Agent, target: LoadTarget, connections: number, milliseconds: number) {
  const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
  const times: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + milliseconds;
  const client = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      const status = await send(agent, target, payload);
      times.push(performance.now() - sent);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { times, errors };
}

const resultOf = (times: number[], errors: number, seconds: number): LoadResult => {
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50_ms: +percentile(times, 50).toFixed(2),
    p99_ms: +percentile(times, 99).toFixed(2),
    errors,
  };
};

/** A bounded closed loop: `connections` clients each sending one request after another for `seconds`, after a second of warm-up. */
export async function runLoad(target: LoadTarget, connections = 10, seconds = 5): Promise<LoadResult> {
  return (await runAlternating([target], connections, seconds, 1))[0];
}

/**
 * The targets measured in turn, `rounds` slices of `seconds / rounds` each, so that every target
 * meets the machine at the same speeds: a ratio between two of them then holds even while the
 * machine's own speed moves (on this machine a bare route's rate moved threefold between runs).
 */
export async function runAlternating(targets: readonly LoadTarget[], connections = 10, seconds = 5, rounds = 5): Promise<LoadResult[]> {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  for (const [index, target] of targets.entries()) await closedLoop(agents[index], target, connections, 1000);
  const measured = targets.map(() => ({ times: [] as number[], errors: 0, milliseconds: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      const { times, errors } = await closedLoop(agents[index], target, connections, (seconds * 1000) / rounds);
      measured[index].milliseconds += performance.now() - started;
      // One by one: spread as arguments, a fast run's hundred thousand answers overflow the stack.
      for (const time of times) measured[index].times.push(time);
      measured[index].errors += errors;
    }
  }
  for (const agent of agents) agent.destroy();
  return measured.map(({ times, errors, milliseconds }) => resultOf(times, errors, milliseconds / 1000));
}
