/** The upload speed is sampled every 1000 ms. */
export const speedSampleMs = 1000;

/**
 * Reads the bytes sent so far once a second and reports the bytes per second since the last
 * sample. Stopping it (pause, end) reports 0.
 */
export class UploadSpeedSampler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastBytes = 0;
  private lastAt = 0;

  constructor(
    private readonly readBytes: () => number,
    private readonly report: (bytesPerSecond: number) => void,
  ) {}

  start() {
    if (this.timer) return;
    this.lastBytes = this.readBytes();
    this.lastAt = Date.now();
    this.timer = setInterval(() => this.sample(), speedSampleMs);
  }

  stop() {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.report(0);
  }

  private sample() {
    const bytes = this.readBytes();
    const now = Date.now();
    const seconds = (now - this.lastAt) / 1000;
    this.report(seconds > 0 ? Math.max(0, Math.round((bytes - this.lastBytes) / seconds)) : 0);
    this.lastBytes = bytes;
    this.lastAt = now;
  }
}
