import { ChunkedUpload } from './chunkedUpload';
import { checkBeforeUpload, failureCodeOf, maximumFilesOf, UploadCheckError } from './uploadChecks';
import { createUploadFile, type NewUpload } from './uploadFileRecord';
import { formatProgress } from './uploadFormat';
import type { UploadJob } from './uploadJob';
import { UploadSpeedSampler } from './uploadSpeedSampler';
import type { UploadTransport } from './uploadTransport';
import type { ChunkOptions, UploaderOptions, UploadFile } from './uploadTypes';
import { uploadByPost, uploadByPut } from './simpleUpload';

/** The uploader's defaults: chunking off unless configured, above 1,048,576 bytes, 3 chunks at once, 5 failures each at most; each start waits 50 to 100 ms. */
export const chunkDefaults: ChunkOptions = { enabled: false, minSize: 1_048_576, maxActive: 3, maxRetries: 5 };
export const startDelayMs = { min: 50, max: 100 };

type Patch = Partial<Omit<UploadFile, 'id'>>;

/**
 * The upload engine, free of any framework: a list of file records, the checks made before
 * sending, and the uploads themselves through an injected transport. Subscribers are told of
 * every change; each change replaces the list and the changed record (never mutates them).
 */
export class Uploader {
  private list: readonly UploadFile[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly jobs = new Map<string, UploadJob>();
  private readonly samplers = new Map<string, UploadSpeedSampler>();
  private readonly loaded = new Map<string, number>();
  private readonly chunk: ChunkOptions;
  private running = false;
  private sequence = 0;

  constructor(
    private readonly transport: UploadTransport,
    private readonly options: UploaderOptions = {},
  ) {
    this.chunk = { ...chunkDefaults, ...options.chunk };
  }

  get files(): readonly UploadFile[] {
    return this.list;
  }

  get isRunning(): boolean {
    return this.running;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(id: string): UploadFile | undefined {
    return this.list.find((file) => file.id === id);
  }

  /** Check 7: single mode keeps only the newest file; multiple mode stops at `maximum` (0: never). */
  add(inputs: NewUpload | readonly NewUpload[]): UploadFile[] {
    const given = Array.isArray(inputs) ? inputs : [inputs as NewUpload];
    const maximum = maximumFilesOf(this.options.multiple ?? false, this.options.maximum);
    const added: UploadFile[] = [];
    for (const input of maximum === 1 ? given.slice(0, 1) : given) {
      if (maximum > 1 && this.list.length + added.length >= maximum) break;
      this.sequence += 1;
      added.push(
        createUploadFile(input, `upload-${Date.now().toString(36)}-${this.sequence}`, {
          postAction: this.options.postAction ?? '',
          putAction: this.options.putAction ?? '',
          timeout: this.options.timeout ?? 0,
          data: this.options.data ?? {},
          headers: this.options.headers ?? {},
        }),
      );
    }
    if (added.length === 0) return added;
    if (maximum === 1) for (const old of this.list) this.remove(old.id);
    this.commit([...this.list, ...added]);
    this.pump();
    return added;
  }

  /** Deactivating an active file that has neither error nor success fails it with 'abort'. */
  update(id: string, patch: Patch): UploadFile | undefined {
    const old = this.get(id);
    if (!old) return undefined;
    let next: UploadFile = { ...old, ...patch };
    const stopped = old.active && !next.active && !next.error && !next.success;
    if (stopped) next = { ...next, error: 'abort' };
    this.commit(this.list.map((file) => (file.id === id ? next : file)));
    if (stopped) this.endJob(id)?.abort();
    if (!old.active && next.active && !next.error && !next.success) this.scheduleUpload(id);
    if (old.active && !next.active) this.pump();
    return next;
  }

  remove(id: string) {
    if (this.get(id)?.active) this.update(id, { active: false });
    this.endJob(id);
    this.loaded.delete(id);
    this.commit(this.list.filter((file) => file.id !== id));
  }

  clear() {
    for (const file of this.list) this.remove(file.id);
  }

  /** Uploads the idle files, `thread` at a time (default 1), until stop(). */
  start() {
    this.running = true;
    this.pump();
  }

  stop() {
    this.running = false;
    for (const file of this.list) if (file.active) this.update(file.id, { active: false });
  }

  /** Pausing stops the active chunks and the speed sampling; the file stays active. */
  pause(id: string) {
    const job = this.jobs.get(id);
    if (!job?.pause) return;
    job.pause();
    this.samplers.get(id)?.stop();
    this.update(id, { paused: true, speed: 0 });
  }

  /** Resuming restarts chunking; chunks already uploaded are not sent again. */
  resume(id: string) {
    const job = this.jobs.get(id);
    if (!job?.resume || !this.get(id)?.paused) return;
    this.update(id, { paused: false });
    this.samplers.get(id)?.start();
    job.resume();
  }

  /** The checks before sending, in order, then the upload by the configured action. */
  async upload(id: string): Promise<UploadFile> {
    const checked = this.get(id);
    const done = checkBeforeUpload(checked, { extensions: this.options.extensions, size: this.options.size });
    if (done) return done;
    const file = checked as UploadFile & { file: Blob };
    const job = this.jobFor(file);
    this.jobs.set(id, job);
    const sampler = new UploadSpeedSampler(
      () => this.loaded.get(id) ?? 0,
      (speed) => this.update(id, { speed }),
    );
    this.samplers.set(id, sampler);
    sampler.start();
    try {
      const response = await job.result;
      return this.update(id, { response, progress: '100.00' }) ?? file;
    } finally {
      if (this.jobs.get(id) === job) this.endJob(id);
    }
  }

  private jobFor(file: UploadFile & { file: Blob }): UploadJob {
    const onProgress = (loaded: number, total: number) => {
      this.loaded.set(file.id, loaded);
      if (this.get(file.id)?.active) this.update(file.id, { progress: formatProgress(loaded, total) });
    };
    const chunkAction = this.chunk.action ?? file.postAction;
    if (this.chunk.enabled && file.size > this.chunk.minSize && chunkAction) {
      return new ChunkedUpload(this.transport, file, { ...this.chunk, action: chunkAction }, onProgress);
    }
    if (file.putAction) return uploadByPut(this.transport, file, onProgress);
    if (file.postAction) return uploadByPost(this.transport, file, this.options.name ?? 'file', onProgress);
    throw new UploadCheckError('No action configured');
  }

  /** Each start waits a random 50 to 100 ms. */
  private scheduleUpload(id: string) {
    const random = this.options.random ?? Math.random;
    const delay = startDelayMs.min + Math.floor(random() * (startDelayMs.max - startDelayMs.min + 1));
    setTimeout(() => {
      if (!this.get(id)?.active) return;
      this.upload(id).then(
        (file) => {
          if (this.get(id)?.active) this.update(id, { active: false, success: !file.error });
        },
        (failure: unknown) => {
          if (this.get(id)?.active) this.update(id, { active: false, success: false, error: failureCodeOf(failure) });
        },
      );
    }, delay);
  }

  private pump() {
    if (!this.running) return;
    const thread = Math.max(1, this.options.thread ?? 1);
    let active = this.list.filter((file) => file.active).length;
    for (const file of this.list) {
      if (active >= thread) break;
      if (file.active || file.error || file.success) continue;
      active += 1;
      this.update(file.id, { active: true });
    }
  }

  private endJob(id: string): UploadJob | undefined {
    const job = this.jobs.get(id);
    this.jobs.delete(id);
    this.samplers.get(id)?.stop();
    this.samplers.delete(id);
    return job;
  }

  private commit(list: readonly UploadFile[]) {
    this.list = list;
    for (const listener of this.listeners) listener();
  }
}
