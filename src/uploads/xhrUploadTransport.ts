import { TransportError, type TransportRequest, type TransportResponse, type UploadTransport } from './uploadTransport';

export interface XhrTransportOptions {
  /** Headers added to every request, read just before sending (a bearer token that may have been refreshed). */
  readonly authorize?: () => Promise<Readonly<Record<string, string>>>;
}

/** XMLHttpRequest, not fetch: only XHR reports upload progress in every supported browser. */
export const createXhrUploadTransport = ({ authorize }: XhrTransportOptions = {}): UploadTransport => ({
  send(request: TransportRequest) {
    const xhr = new XMLHttpRequest();
    let aborted = false;
    let rejectCall: (error: TransportError) => void = () => {};
    const response = new Promise<TransportResponse>((resolve, reject) => {
      rejectCall = reject;
      xhr.upload.onprogress = (event) => request.onProgress?.(event.loaded, event.total);
      xhr.onload = () => resolve({ status: xhr.status, contentType: xhr.getResponseHeader('Content-Type') ?? '', text: xhr.responseText });
      xhr.onerror = () => reject(new TransportError('network'));
      xhr.ontimeout = () => reject(new TransportError('timeout'));
      xhr.onabort = () => reject(new TransportError('abort'));
    });
    const open = async () => {
      const extra = authorize ? await authorize() : {};
      if (aborted) return;
      xhr.open(request.method, request.url);
      xhr.timeout = request.timeout;
      for (const [name, value] of Object.entries({ ...request.headers, ...extra })) xhr.setRequestHeader(name, value);
      xhr.send(request.body);
    };
    open().catch(() => rejectCall(new TransportError('network')));
    return {
      response,
      abort() {
        aborted = true;
        if (xhr.readyState === XMLHttpRequest.UNSENT) rejectCall(new TransportError('abort'));
        else xhr.abort();
      },
    };
  },
});
