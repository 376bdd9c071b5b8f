import { TransportError, type UploadTransport } from '../src/uploads/uploadTransport';

/** The engine's transport over Node's fetch, for the bench (no upload progress events, which the bench does not need). */
export const fetchUploadTransport = (token: string): UploadTransport => ({
  send(request) {
    const controller = new AbortController();
    const response = fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: request.body,
      signal: controller.signal,
    }).then(
      async (answer) => ({ status: answer.status, contentType: answer.headers.get('content-type') ?? '', text: await answer.text() }),
      () => {
        throw new TransportError(controller.signal.aborted ? 'abort' : 'network');
      },
    );
    return { response, abort: () => controller.abort() };
  },
});
