import { failureCodeOf } from './uploadChecks';
import type { ProgressListener, UploadJob } from './uploadJob';
import { responseBodyOf, statusErrorOf, type TransportRequest, type UploadTransport } from './uploadTransport';
import type { UploadFile } from './uploadTypes';

const withQuery = (action: string, data: Readonly<Record<string, string>>) => {
  const query = new URLSearchParams(data).toString();
  if (!query) return action;
  return `${action}${action.includes('?') ? '&' : '?'}${query}`;
};

const run = (transport: UploadTransport, request: TransportRequest): UploadJob => {
  const call = transport.send(request);
  const result = call.response.then(
    (response) => {
      const failure = statusErrorOf(response.status);
      if (failure) throw failure;
      return responseBodyOf(response);
    },
    (error: unknown) => {
      throw failureCodeOf(error);
    },
  );
  return { result, abort: () => call.abort() };
};

/** PUT of the raw file, its data as query parameters. */
export const uploadByPut = (transport: UploadTransport, file: UploadFile & { file: Blob }, onProgress: ProgressListener): UploadJob =>
  run(transport, {
    method: 'PUT',
    url: withQuery(file.putAction, file.data),
    headers: { ...file.headers, 'Content-Type': file.type || 'application/octet-stream' },
    body: file.file,
    timeout: file.timeout,
    onProgress,
  });

/** POST multipart: the data fields first, then the file under `fieldName`. */
export const uploadByPost = (transport: UploadTransport, file: UploadFile & { file: Blob }, fieldName: string, onProgress: ProgressListener): UploadJob => {
  const form = new FormData();
  for (const [name, value] of Object.entries(file.data)) form.append(name, value);
  form.append(fieldName, file.file, file.name);
  return run(transport, { method: 'POST', url: file.postAction, headers: file.headers, body: form, timeout: file.timeout, onProgress });
};
