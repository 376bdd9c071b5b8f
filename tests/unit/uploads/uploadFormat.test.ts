import { afterEach, describe, expect, it, vi } from 'vitest';
import { DragActivity } from '../../../src/uploads/dragActivity';
import { formatBytes, formatProgress, formatSpeed } from '../../../src/uploads/uploadFormat';
import { UploadSpeedSampler } from '../../../src/uploads/uploadSpeedSampler';

afterEach(() => {
  vi.useRealTimers();
});

describe('formatting', () => {
  it('shows progress with two decimals', () => {
    expect(formatProgress(0, 0)).toBe('0.00');
    expect(formatProgress(1, 3)).toBe('33.33');
    expect(formatProgress(2, 3)).toBe('66.67');
    expect(formatProgress(5, 5)).toBe('100.00');
  });

  it('shows sizes and speeds in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1_048_576 + 2_048)).toBe('5.00 MB');
    // A round size, as the upload limit is, reads without decimals.
    expect(formatBytes(50 * 1_048_576)).toBe('50 MB');
    expect(formatSpeed(2_621_440)).toBe('2.50 MB/s');
  });
});

describe('speed sampling', () => {
  it('reports the bytes per second once every 1000 ms, and 0 once stopped', () => {
    vi.useFakeTimers();
    let bytes = 0;
    const reports: number[] = [];
    const sampler = new UploadSpeedSampler(
      () => bytes,
      (speed) => reports.push(speed),
    );
    sampler.start();
    bytes = 300_000;
    vi.advanceTimersByTime(999);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    bytes = 1_300_000;
    vi.advanceTimersByTime(1000);
    sampler.stop();
    vi.advanceTimersByTime(5000);
    expect(reports).toEqual([300_000, 1_000_000, 0]);
  });
});

describe('drag activity', () => {
  it('clears 1000 ms after the last drag event, or at once on drop', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const drag = new DragActivity((active) => changes.push(active));
    drag.touch();
    vi.advanceTimersByTime(900);
    drag.touch();
    vi.advanceTimersByTime(900);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([true, false]);
    drag.touch();
    drag.end();
    expect(changes).toEqual([true, false, true, false]);
  });
});
