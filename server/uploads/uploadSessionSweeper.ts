import type { FastifyBaseLogger } from 'fastify';
import type { ChunkedUploadService } from './chunkedUploadService';
import type { UploadSessionRepository } from './uploadSessionRepository';

/** Removes upload sessions nobody touched for `maxIdleSeconds`, chunks and files included. */
export class UploadSessionSweeper {
  private timer: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly sessions: UploadSessionRepository,
    private readonly service: ChunkedUploadService,
    private readonly maxIdleSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Looks a few times per expiry period (at most every 10 minutes), so a session outlives it by a quarter at most. */
  start() {
    const everyMs = Math.min(600_000, Math.max(250, (this.maxIdleSeconds * 1000) / 4));
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep(Date.now())
        .catch((error: unknown) => this.log.warn({ err: error }, 'upload session sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }, everyMs);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(now: number) {
    const cutoff = new Date(now - this.maxIdleSeconds * 1000).toISOString();
    for (const { id } of await this.sessions.idleSince(cutoff)) await this.service.discard(id);
  }
}
