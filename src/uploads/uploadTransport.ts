/** One HTTP request of an upload, independent of XMLHttpRequest so tests can answer it. */
export interface TransportRequest {
  readonly method: 'POST' | 'PUT';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Blob | FormData | string;
  /** Milliseconds; 0 means none. */
  readonly timeout: number;
  readonly onProgress?: (loaded: number, total: number) => void;
}

export interface TransportResponse {
  /** 0 when the request never got an answer. */
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** Why a request ended without an answer. */
export type TransportFailure = 'network' | 'timeout' | 'abort';

export class TransportError extends Error {
  constructor(readonly code: TransportFailure) {
    super(code);
  }
}

export interface TransportCall {
  /** Resolves with any answer (4xx and 5xx included); rejects with a TransportError. */
  readonly response: Promise<TransportResponse>;
  abort(): void;
}

export interface UploadTransport {
  send(request: TransportRequest): TransportCall;
}

/** The answer's body: parsed when the content type says JSON, the text otherwise. */
export const responseBodyOf = (response: TransportResponse): unknown => {
  if (!/json/i.test(response.contentType)) return response.text;
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return response.text;
  }
};

/** The error code of an answer: no status → network, 4xx → denied, 5xx → server. */
export const statusErrorOf = (status: number): 'network' | 'denied' | 'server' | undefined => {
  if (status === 0) return 'network';
  if (status >= 500) return 'server';
  if (status >= 400) return 'denied';
  return undefined;
};
