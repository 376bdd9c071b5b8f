import {
  TransportError,
  type TransportCall,
  type TransportFailure,
  type TransportRequest,
  type TransportResponse,
  type UploadTransport,
} from '../../../src/uploads/uploadTransport';

export type FakeAnswer = { status: number; body?: unknown; contentType?: string } | { fail: TransportFailure };

/** One request the engine sent; a test (or the transport's responder) answers it. */
export class FakeRequest {
  settled = false;
  aborted = false;
  private resolve: (response: TransportResponse) => void = () => {};
  private reject: (error: TransportError) => void = () => {};
  readonly call: TransportCall;

  constructor(readonly request: TransportRequest) {
    const response = new Promise<TransportResponse>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.call = {
      response,
      abort: () => {
        if (this.settled) return;
        this.aborted = true;
        this.answer({ fail: 'abort' });
      },
    };
  }

  /** A field of a JSON or multipart body. */
  field(name: string): unknown {
    const { body } = this.request;
    if (body instanceof FormData) return body.get(name);
    if (typeof body === 'string') return (JSON.parse(body) as Record<string, unknown>)[name];
    return undefined;
  }

  get phase(): unknown {
    return this.field('phase');
  }

  answer(answer: FakeAnswer) {
    if (this.settled) return;
    this.settled = true;
    if ('fail' in answer) return this.reject(new TransportError(answer.fail));
    const json = answer.contentType === undefined || /json/.test(answer.contentType);
    this.resolve({
      status: answer.status,
      contentType: answer.contentType ?? 'application/json; charset=utf-8',
      text: json ? JSON.stringify(answer.body ?? null) : String(answer.body ?? ''),
    });
  }
}

/** A transport whose answers come from `respond` (after a microtask) or, if it returns nothing, from the test. */
export class FakeUploadTransport implements UploadTransport {
  readonly requests: FakeRequest[] = [];
  private inFlight = 0;
  maxInFlight = 0;

  constructor(private readonly respond: (request: FakeRequest) => FakeAnswer | undefined = () => undefined) {}

  send(request: TransportRequest): TransportCall {
    const fake = new FakeRequest(request);
    this.requests.push(fake);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    fake.call.response.then(
      () => (this.inFlight -= 1),
      () => (this.inFlight -= 1),
    );
    queueMicrotask(() => {
      const answer = this.respond(fake);
      if (answer) fake.answer(answer);
    });
    return fake.call;
  }

  pending(): FakeRequest[] {
    return this.requests.filter((request) => !request.settled);
  }

  chunkOffsets(): number[] {
    return this.requests.filter((request) => request.phase === 'upload').map((request) => Number(request.field('start_offset')));
  }
}

export const mib = 1_048_576;

/** A File of `size` zero bytes. */
export const fileOf = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/** Answers like the server's chunk protocol: 1 MiB chunks, every chunk accepted unless `chunk` says otherwise. */
export const chunkProtocol =
  (options: { start?: FakeAnswer; finish?: FakeAnswer; chunk?: (offset: number, request: FakeRequest) => FakeAnswer | undefined } = {}) =>
  (request: FakeRequest): FakeAnswer | undefined => {
    if (request.phase === 'start') return options.start ?? { status: 200, body: { status: 'success', data: { session_id: 's1', end_offset: mib } } };
    if (request.phase === 'finish') return options.finish ?? { status: 200, body: { status: 'success', data: { id: 'f1' } } };
    if (request.phase === 'upload') {
      const custom = options.chunk?.(Number(request.field('start_offset')), request);
      return custom ?? { status: 200, body: { status: 'success' } };
    }
    return { status: 200, body: { ok: true } };
  };
