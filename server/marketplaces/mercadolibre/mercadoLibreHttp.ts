import { MercadoLibreError, type MercadoLibreCause } from './mercadoLibreErrors';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  /** JSON. */
  body?: unknown;
  /** Form-encoded body (the token endpoint). */
  form?: Record<string, string>;
  /** A multipart body (file uploads), sent as is. */
  multipart?: FormData;
  /** The answer is a file (a label PDF): its bytes, not JSON. */
  binary?: boolean;
  token?: string;
  /** Whether a 5xx or timeout may be retried here: false for creations, whose retry needs a lookup first. */
  idempotent?: boolean;
  signal?: AbortSignal;
}

export interface HttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Attempts per call on 429 (always) and 5xx/timeouts (idempotent calls only). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Waits for the request budget before each attempt. */
  beforeAttempt?: () => Promise<void>;
}

interface ErrorBody {
  message?: string;
  error?: string;
  error_description?: string;
  cause?: MercadoLibreCause[];
}

/** Waits, ending early when `signal` aborts; the listener goes with the wait, as the signal may outlive many waits. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Retry-After is undocumented on MercadoLibre, so it is honoured when present and never relied on. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential backoff with full jitter in its upper half. */
export const backoffMs = (options: Pick<HttpOptions, 'baseDelayMs' | 'maxDelayMs'>, attempt: number) => {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/** The body as JSON: null when empty, undefined when it is no JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/** The most a JSON answer may weigh: MercadoLibre's largest (20 items read at once) are a few megabytes. */
export const largestAnswerBytes = 32 * 1024 * 1024;

/** The body as text, refused once it passes `largestAnswerBytes`: an endless or enormous body is not read into memory. */
async function boundedText(response: Response): Promise<string> {
  const tooLarge = () => new MercadoLibreError(502, 'invalid_response', `su respuesta pasa de ${largestAnswerBytes / 1024 / 1024} MB`);
  if (Number(response.headers.get('content-length')) > largestAnswerBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > largestAnswerBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function urlOf(options: HttpOptions, request: HttpRequest): string {
  const url = new URL(`${options.baseUrl}${request.path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

const silenceWords = { unreachable: 'no se pudo conectar', connection_cut: 'la conexión se cortó' } as const;

/**
 * No answer, in our words: the seller reads this reason after "Mercado Libre no respondió", and
 * fetch's own ("fetch failed", "terminated") says nothing to them.
 */
const noAnswer = (timedOut: boolean, options: HttpOptions, silence: 'unreachable' | 'connection_cut') =>
  timedOut
    ? new MercadoLibreError(0, 'timeout', `sin respuesta en ${options.timeoutMs} ms`, [], undefined, options.timeoutMs)
    : new MercadoLibreError(0, silence, silenceWords[silence]);

async function once(options: HttpOptions, request: HttpRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | FormData | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.multipart) {
    body = request.multipart;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(urlOf(options, request), { method: request.method, headers, body, signal });
  } catch {
    throw noAnswer(timeout.aborted, options, 'unreachable');
  }
  let text: string;
  try {
    if (response.ok && request.binary) return Buffer.from(await response.arrayBuffer());
    text = await boundedText(response);
  } catch (error) {
    if (error instanceof MercadoLibreError) throw error;
    // The body stopped coming (the connection was reset, or the timeout ran out while it came): no answer, like no headers.
    throw noAnswer(timeout.aborted, options, 'connection_cut');
  }
  const json = parseJson(text);
  if (response.ok) {
    // A page that is no JSON (a proxy's or a maintenance page) answers nothing that was asked: as no answer, a 502.
    if (json === undefined) throw new MercadoLibreError(502, 'invalid_response', 'su respuesta no es JSON');
    return json;
  }
  const error = (json === undefined ? { message: text.slice(0, 200) } : (json ?? {})) as ErrorBody;
  throw new MercadoLibreError(
    response.status,
    error.error ?? `http_${response.status}`,
    error.error_description ?? error.message ?? response.statusText,
    Array.isArray(error.cause) ? error.cause : [],
    retryAfterMs(response.headers.get('retry-after')),
  );
}

/** One call to MercadoLibre with a timeout, retrying 429s (honouring a Retry-After up to `maxDelayMs`) and, when safe, 5xx and timeouts. */
export async function callMercadoLibre<T>(options: HttpOptions, request: HttpRequest): Promise<T> {
  const idempotent = request.idempotent ?? request.method !== 'POST';
  for (let attempt = 1; ; attempt++) {
    try {
      await options.beforeAttempt?.();
      return (await once(options, request)) as T;
    } catch (error) {
      if (!(error instanceof MercadoLibreError)) throw error;
      const retryable = error.status === 429 || (idempotent && error.transient && error.status !== 409);
      // A wait longer than a backoff's longest (Retry-After: 3600) is not spent holding the call, a route's request or a
      // worker's slot: the error goes up with it, for a task or the inbox to try again that much later.
      const waitsTooLong = (error.retryAfterMs ?? 0) > options.maxDelayMs;
      if (!retryable || waitsTooLong || attempt >= options.maxAttempts || request.signal?.aborted) throw error;
      await sleep(error.retryAfterMs ?? backoffMs(options, attempt), request.signal);
    }
  }
}
