import { vi } from 'vitest';

export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Replaces fetch with a stub that records each call (url, method, JSON body, bearer) and answers via `respond`. */
export const stubFetch = (respond: Responder) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

const base64url = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT-shaped token whose `exp` is `secondsFromNow` away; the client only reads `exp`. */
export const makeJwt = (secondsFromNow: number, subject = 'u1'): string =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: subject, exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
