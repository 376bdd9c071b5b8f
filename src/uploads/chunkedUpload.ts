import type { ProgressListener, UploadJob } from './uploadJob';
import { responseBodyOf, type TransportCall, type TransportRequest, type UploadTransport } from './uploadTransport';
import type { ChunkOptions, UploadFile } from './uploadTypes';

interface Chunk {
  readonly start: number;
  readonly end: number;
  retries: number;
  state: 'pending' | 'active' | 'uploaded';
  loaded: number;
  call?: TransportCall;
}

interface ProtocolAnswer {
  status?: unknown;
  data?: { session_id?: unknown; end_offset?: unknown };
}

const answerOf = (body: unknown): ProtocolAnswer => (typeof body === 'object' && body !== null ? (body as ProtocolAnswer) : {});

/**
 * The chunk protocol: start, then the slices (at most `maxActive` at once,
 * each sent again up to `maxRetries` times after a failure), then finish. Rejects with 'server' when start or
 * finish fails, 'upload' when a chunk runs out of retries, 'abort' when aborted.
 */
export class ChunkedUpload implements UploadJob {
  readonly result: Promise<unknown>;
  private resolveResult: (body: unknown) => void = () => {};
  private rejectResult: (code: string) => void = () => {};
  private chunks: Chunk[] = [];
  private sessionId = '';
  private paused = false;
  private settled = false;
  private finishing = false;
  private protocolCall: TransportCall | undefined;

  constructor(
    private readonly transport: UploadTransport,
    private readonly file: UploadFile & { file: Blob },
    private readonly options: ChunkOptions & { action: string },
    private readonly onProgress: ProgressListener,
  ) {
    this.result = new Promise((resolve, reject) => {
      this.resolveResult = resolve;
      this.rejectResult = reject;
    });
    void this.start();
  }

  pause() {
    this.paused = true;
    for (const chunk of this.chunks) if (chunk.state === 'active') this.stopChunk(chunk);
    this.reportProgress();
  }

  resume() {
    if (!this.paused || this.settled) return;
    this.paused = false;
    if (this.sessionId) this.startChunking();
  }

  abort() {
    this.fail('abort');
  }

  private async start() {
    const answer = await this.sendJson({ phase: 'start', mime_type: this.file.type, size: this.file.size, name: this.file.name, ...this.options.startBody });
    if (!answer) return;
    const sessionId = answer.data?.session_id;
    const chunkSize = Number(answer.data?.end_offset);
    if (typeof sessionId !== 'string' || !sessionId || !Number.isInteger(chunkSize) || chunkSize <= 0) return this.fail('server');
    this.sessionId = sessionId;
    for (let start = 0; start < this.file.size; start += chunkSize) {
      this.chunks.push({ start, end: Math.min(start + chunkSize, this.file.size), retries: this.options.maxRetries, state: 'pending', loaded: 0 });
    }
    if (!this.paused) this.startChunking();
  }

  private startChunking() {
    const active = this.chunks.filter((chunk) => chunk.state === 'active').length;
    for (let slot = active; slot < this.options.maxActive; slot += 1) this.uploadNextChunk();
  }

  private uploadNextChunk() {
    if (this.settled || this.paused) return;
    if (this.chunks.every((chunk) => chunk.state === 'uploaded')) return void this.finish();
    const chunk = this.chunks.find((candidate) => candidate.state === 'pending');
    if (!chunk) return;
    const form = new FormData();
    form.append('phase', 'upload');
    form.append('session_id', this.sessionId);
    form.append('start_offset', String(chunk.start));
    for (const [name, value] of Object.entries(this.options.uploadBody ?? {})) form.append(name, value);
    form.append('chunk', this.file.file.slice(chunk.start, chunk.end), this.file.name);
    const size = chunk.end - chunk.start;
    const call = this.send({
      body: form,
      headers: {},
      onProgress: (loaded, total) => {
        chunk.loaded = total > 0 ? Math.min(size, (loaded / total) * size) : 0;
        this.reportProgress();
      },
    });
    chunk.state = 'active';
    chunk.call = call;
    call.response.then(
      (response) => {
        if (chunk.call !== call) return;
        if (response.status >= 200 && response.status < 300 && answerOf(responseBodyOf(response)).status === 'success') {
          chunk.state = 'uploaded';
          chunk.call = undefined;
          chunk.loaded = size;
          this.reportProgress();
          this.uploadNextChunk();
        } else this.chunkFailed(chunk);
      },
      () => {
        if (chunk.call === call) this.chunkFailed(chunk);
      },
    );
  }

  private chunkFailed(chunk: Chunk) {
    chunk.retries -= 1;
    chunk.call = undefined;
    chunk.loaded = 0;
    chunk.state = 'pending';
    this.reportProgress();
    if (chunk.retries < 0) return this.fail('upload');
    this.uploadNextChunk();
  }

  private async finish() {
    if (this.finishing) return;
    this.finishing = true;
    const answer = await this.sendJson({ phase: 'finish', session_id: this.sessionId, ...this.options.finishBody });
    if (!answer || this.settled) return;
    this.settled = true;
    this.resolveResult(answer);
  }

  /** A start or finish call: its answer when it says success, otherwise the upload fails with 'server'. */
  private async sendJson(body: Readonly<Record<string, string | number>>): Promise<ProtocolAnswer | undefined> {
    const call = this.send({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    this.protocolCall = call;
    try {
      const response = await call.response;
      const answer = answerOf(responseBodyOf(response));
      if (response.status >= 200 && response.status < 300 && answer.status === 'success') return answer;
    } catch {
      // Fails below with 'server', or was aborted and has already failed.
    } finally {
      this.protocolCall = undefined;
    }
    this.fail('server');
    return undefined;
  }

  private send(request: Pick<TransportRequest, 'body' | 'headers' | 'onProgress'>): TransportCall {
    return this.transport.send({
      method: 'POST',
      url: this.options.action,
      timeout: this.file.timeout,
      ...request,
      headers: { ...this.file.headers, ...this.options.headers, ...request.headers },
    });
  }

  private stopChunk(chunk: Chunk) {
    const call = chunk.call;
    chunk.call = undefined;
    chunk.loaded = 0;
    chunk.state = 'pending';
    call?.abort();
  }

  private reportProgress() {
    const loaded = this.chunks.reduce((sum, chunk) => sum + (chunk.state === 'uploaded' ? chunk.end - chunk.start : chunk.loaded), 0);
    this.onProgress(loaded, this.file.size);
  }

  private fail(code: string) {
    if (this.settled) return;
    this.settled = true;
    for (const chunk of this.chunks) if (chunk.state === 'active') this.stopChunk(chunk);
    this.protocolCall?.abort();
    this.rejectResult(code);
  }
}
