import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Uploader } from '../../../src/uploads/uploader';
import { chunkProtocol, type FakeAnswer, FakeUploadTransport, fileOf, mib } from './fakeUploadTransport';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const chunked = (transport: FakeUploadTransport) => new Uploader(transport, { postAction: '/api/uploads/', chunk: { enabled: true }, random: () => 0 });

/** Adds one file, starts, and lets the engine run until nothing changes. */
const uploadOne = async (uploader: Uploader, size: number) => {
  const [record] = uploader.add(fileOf('grande.jpg', size));
  uploader.start();
  await vi.advanceTimersByTimeAsync(200);
  return () => uploader.get(record.id);
};

describe('chunked upload', () => {
  it('runs start, every chunk once, then finish, with the chunk size from end_offset', async () => {
    const transport = new FakeUploadTransport(chunkProtocol());
    const file = await uploadOne(chunked(transport), 5 * mib + 10);
    expect(file()).toMatchObject({ success: true, error: '', active: false, progress: '100.00' });
    expect(file()?.response).toEqual({ status: 'success', data: { id: 'f1' } });
    const phases = transport.requests.map((request) => request.phase);
    expect(phases[0]).toBe('start');
    expect(phases.at(-1)).toBe('finish');
    expect(transport.chunkOffsets().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5].map((n) => n * mib));
    const start = transport.requests[0];
    expect([start.field('mime_type'), start.field('size'), start.field('name')]).toEqual(['image/jpeg', 5 * mib + 10, 'grande.jpg']);
    const lastChunk = transport.requests.find((request) => request.field('start_offset') === String(5 * mib));
    expect((lastChunk?.field('chunk') as Blob).size).toBe(10);
    expect(transport.requests.find((request) => request.phase === 'finish')?.field('session_id')).toBe('s1');
  });

  it('only chunks files above 1 MiB: exactly 1 MiB goes as one multipart POST', async () => {
    const transport = new FakeUploadTransport(chunkProtocol());
    const file = await uploadOne(chunked(transport), mib);
    expect(file()?.success).toBe(true);
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0].phase).toBeNull();
  });

  it('never has more than 3 chunks in flight', async () => {
    // Chunks are answered by the test, a few at a time, so the engine always has more waiting.
    const transport = new FakeUploadTransport((request) => (request.phase === 'upload' ? undefined : chunkProtocol()(request)));
    const uploader = chunked(transport);
    const [record] = uploader.add(fileOf('grande.jpg', 20 * mib));
    uploader.start();
    await vi.advanceTimersByTimeAsync(200);
    while (!uploader.get(record.id)?.success) {
      const open = transport.pending().filter((request) => request.phase === 'upload');
      expect(open.length).toBeLessThanOrEqual(3);
      open[0]?.answer({ status: 200, body: { status: 'success' } });
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(transport.maxInFlight).toBe(3);
    expect(transport.chunkOffsets()).toHaveLength(20);
  });

  it('retries a failing chunk 5 times: 5 failures then success still succeeds', async () => {
    const failures = new Map<number, number>();
    const chunk = (offset: number): FakeAnswer | undefined => {
      if (offset !== 2 * mib) return undefined;
      const seen = (failures.get(offset) ?? 0) + 1;
      failures.set(offset, seen);
      return seen <= 5 ? { status: 500, body: { error: 'internal' } } : undefined;
    };
    const transport = new FakeUploadTransport(chunkProtocol({ chunk }));
    const file = await uploadOne(chunked(transport), 4 * mib);
    expect(file()?.success).toBe(true);
    expect(failures.get(2 * mib)).toBe(6);
  });

  it('fails the whole upload with upload when a chunk fails once and in its 5 retries, and never finishes', async () => {
    const transport = new FakeUploadTransport(chunkProtocol({ chunk: (offset) => (offset === mib ? { fail: 'network' } : undefined) }));
    const file = await uploadOne(chunked(transport), 4 * mib);
    expect(file()).toMatchObject({ error: 'upload', success: false, active: false });
    expect(transport.chunkOffsets().filter((offset) => offset === mib)).toHaveLength(6);
    expect(transport.requests.some((request) => request.phase === 'finish')).toBe(false);
  });

  it.each<[string, { start?: FakeAnswer; finish?: FakeAnswer }]>([
    ['start answers a non-success status', { start: { status: 200, body: { status: 'error' } } }],
    ['start fails', { start: { fail: 'network' } }],
    ['start is refused', { start: { status: 413, body: { error: 'too_large' } } }],
    ['finish answers a non-success status', { finish: { status: 200, body: { status: 'failed' } } }],
    ['finish fails', { finish: { status: 400, body: { error: 'incomplete' } } }],
  ])('rejects with server when %s', async (_label, answers) => {
    const transport = new FakeUploadTransport(chunkProtocol(answers));
    const file = await uploadOne(chunked(transport), 3 * mib);
    expect(file()).toMatchObject({ error: 'server', success: false });
  });

  it('pause aborts the active chunks and stops speed; resume carries on without re-sending finished chunks', async () => {
    const transport = new FakeUploadTransport((request) => (request.phase === 'upload' ? undefined : chunkProtocol()(request)));
    const uploader = chunked(transport);
    const [record] = uploader.add(fileOf('grande.jpg', 6 * mib));
    uploader.start();
    await vi.advanceTimersByTimeAsync(200);
    const [first, second, third] = transport.pending();
    first.request.onProgress?.(mib / 2, mib);
    first.answer({ status: 200, body: { status: 'success' } });
    second.answer({ status: 200, body: { status: 'success' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploader.get(record.id)?.speed).toBeGreaterThan(0);

    uploader.pause(record.id);
    await vi.advanceTimersByTimeAsync(1);
    expect(third.aborted).toBe(true);
    expect(transport.pending()).toHaveLength(0);
    expect(uploader.get(record.id)).toMatchObject({ paused: true, active: true, speed: 0, error: '' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(uploader.get(record.id)?.speed).toBe(0);
    expect(transport.pending()).toHaveLength(0);

    const sentBefore = transport.chunkOffsets().length;
    uploader.resume(record.id);
    const resent = () => transport.chunkOffsets().slice(sentBefore);
    while (!uploader.get(record.id)?.success) {
      for (const request of transport.pending()) request.answer({ status: 200, body: { status: 'success' } });
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(resent().sort((a, b) => a - b)).toEqual([2 * mib, 3 * mib, 4 * mib, 5 * mib]);
    expect(resent()).not.toContain(Number(first.field('start_offset')));
    expect(resent()).not.toContain(Number(second.field('start_offset')));
  });
});
