import { HttpError } from 'react-admin';
import { isTokenExpired } from './jwtExpiry';
import { tokenStore, type TokenStore } from './tokenStore';

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  /** False for the calls made before a session exists (login, refresh). */
  readonly auth?: boolean;
}

export interface HttpResponse<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly json: T;
}

/** The JSON error body of the API, plus `errors` in the shape react-admin forms read; `serverReason` words it. */
export interface ApiErrorBody {
  readonly error?: string;
  readonly message?: string;
  /** The message's sentence (`resources/messageDetail.ts`), for a screen to word in its language. */
  readonly detail?: unknown;
  readonly fields?: Record<string, string>;
  readonly errors?: Record<string, string>;
  readonly retryAfter?: number;
}

interface RefreshAnswer {
  readonly token: string;
  readonly refreshToken: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const toHttpError = (response: Response, body: unknown): HttpError => {
  const json: ApiErrorBody = isRecord(body) ? (body as ApiErrorBody) : {};
  const retryAfter = Number(response.headers.get('Retry-After'));
  const errorBody: ApiErrorBody = {
    ...json,
    // react-admin's forms read `errors`: the field messages as sent, which the data provider words by their sentences.
    ...(json.fields ? { errors: json.fields } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  };
  return new HttpError(json.message ?? response.statusText ?? 'ra.notification.http_error', response.status, errorBody);
};

/** Tabs of one browser refresh one at a time (Web Locks), since a refresh token works only once. */
const withRefreshLock = async <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request('backoffice-token-refresh', run) : run();

/**
 * The one place that calls fetch. It adds the bearer token, refreshes an access token that is
 * about to expire before sending (one shared refresh for concurrent calls, because refresh tokens
 * rotate and a second refresh with the old token would fail), and retries once after a 401.
 */
export const createHttpClient = (store: TokenStore = tokenStore) => {
  let refreshing: Promise<string> | null = null;

  const send = (path: string, options: RequestOptions, token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  const runRefresh = async (): Promise<string> => {
    const seen = store.read()?.refreshToken;
    return withRefreshLock(async () => {
      const session = store.read();
      if (!session) throw new HttpError('ra.auth.auth_check_error', 401, { error: 'no_session' });
      // Another tab sharing this session (remember-me keeps it in localStorage) rotated it while
      // this one waited: sending the old refresh token now would look like theft and end the session.
      if (session.refreshToken !== seen && !isTokenExpired(session.token)) return session.token;
      return exchange(session.refreshToken);
    });
  };

  const exchange = async (refreshToken: string): Promise<string> => {
    const response = await send('/api/login/refresh/', { method: 'POST', body: { refreshToken } }, null);
    const body = await readBody(response);
    if (!response.ok) {
      // A refresh token that no longer works ends the session: the user signs in again.
      store.clear();
      throw toHttpError(response, body);
    }
    const answer = body as RefreshAnswer;
    store.updateTokens(answer.token, answer.refreshToken);
    return answer.token;
  };

  const refresh = (): Promise<string> => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const currentToken = async (): Promise<string | null> => {
    const session = store.read();
    if (!session) return null;
    return isTokenExpired(session.token) ? refresh() : session.token;
  };

  const request = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
    const useAuth = options.auth ?? true;
    let token = useAuth ? await currentToken() : null;
    let response = await send(path, options, token);
    if (response.status === 401 && useAuth && token) {
      token = await refresh();
      response = await send(path, options, token);
    }
    const body = await readBody(response);
    if (!response.ok) throw toHttpError(response, body);
    return { status: response.status, headers: response.headers, json: body as T };
  };

  return { request, refresh, currentToken };
};

export type HttpClient = ReturnType<typeof createHttpClient>;

export const httpClient = createHttpClient();

/**
 * The access token to put where a header cannot go (the websocket's `?token=`), refreshed first
 * when it is about to expire, sharing the in-flight refresh of the API calls.
 */
export const getFreshAccessToken = (): Promise<string | null> => httpClient.currentToken();
