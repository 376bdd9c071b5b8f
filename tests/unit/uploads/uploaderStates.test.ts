import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Uploader } from '../../../src/uploads/uploader';
import { uploadStateOf } from '../../../src/uploads/uploadTypes';
import { FakeUploadTransport, fileOf } from './fakeUploadTransport';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ok = { status: 200, body: { status: 'success' } };

describe('file states', () => {
  it('goes idle → active → success', async () => {
    const transport = new FakeUploadTransport();
    const uploader = new Uploader(transport, { postAction: '/u', random: () => 0 });
    const [record] = uploader.add(fileOf('a.jpg', 10));
    expect(uploadStateOf(uploader.get(record.id)!)).toBe('idle');
    uploader.start();
    expect(uploadStateOf(uploader.get(record.id)!)).toBe('active');
    await vi.advanceTimersByTimeAsync(60);
    transport.requests[0].answer(ok);
    await vi.advanceTimersByTimeAsync(1);
    expect(uploadStateOf(uploader.get(record.id)!)).toBe('success');
  });

  it('deactivating an active file aborts its request and marks it abort', async () => {
    const transport = new FakeUploadTransport();
    const uploader = new Uploader(transport, { postAction: '/u', random: () => 0 });
    const [record] = uploader.add(fileOf('a.jpg', 10));
    uploader.start();
    await vi.advanceTimersByTimeAsync(60);
    uploader.update(record.id, { active: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests[0].aborted).toBe(true);
    expect(uploader.get(record.id)).toMatchObject({ error: 'abort', active: false, success: false });
    expect(uploadStateOf(uploader.get(record.id)!)).toBe('error');
  });

  it('deactivating a file that already failed or succeeded keeps its outcome', () => {
    const uploader = new Uploader(new FakeUploadTransport(), { postAction: '/u', multiple: true });
    const [failed, done] = uploader.add([fileOf('a.jpg', 1), fileOf('b.jpg', 1)]);
    uploader.update(failed.id, { active: true, error: 'denied' });
    uploader.update(failed.id, { active: false });
    uploader.update(done.id, { active: true, success: true });
    uploader.update(done.id, { active: false });
    expect(uploader.get(failed.id)?.error).toBe('denied');
    expect(uploader.get(done.id)).toMatchObject({ error: '', success: true });
  });

  it('waits a random 50 to 100 ms before the request', async () => {
    for (const [random, delay] of [
      [0, 50],
      [0.999, 100],
    ] as const) {
      const transport = new FakeUploadTransport();
      const uploader = new Uploader(transport, { postAction: '/u', random: () => random });
      uploader.add(fileOf('a.jpg', 1));
      uploader.start();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(transport.requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(transport.requests).toHaveLength(1);
    }
  });

  it('uploads one file at a time by default, and `thread` at a time when set', async () => {
    for (const thread of [undefined, 2]) {
      const transport = new FakeUploadTransport();
      const uploader = new Uploader(transport, { postAction: '/u', multiple: true, thread, random: () => 0 });
      uploader.add([fileOf('a.jpg', 1), fileOf('b.jpg', 1), fileOf('c.jpg', 1)]);
      uploader.start();
      await vi.advanceTimersByTimeAsync(60);
      expect(uploader.files.filter((file) => file.active)).toHaveLength(thread ?? 1);
      expect(transport.pending()).toHaveLength(thread ?? 1);
      transport.requests[0].answer(ok);
      await vi.advanceTimersByTimeAsync(60);
      expect(uploader.files.filter((file) => file.success)).toHaveLength(1);
      expect(transport.pending()).toHaveLength(thread ?? 1);
    }
  });

  it('a failed file does not stop the others; each keeps its own error', async () => {
    const transport = new FakeUploadTransport((request) =>
      (request.request.body as FormData).get('file') instanceof File && ((request.request.body as FormData).get('file') as File).name === 'mala.jpg'
        ? { status: 500, body: {} }
        : ok,
    );
    const uploader = new Uploader(transport, { postAction: '/u', multiple: true, random: () => 0 });
    uploader.add([fileOf('mala.jpg', 1), fileOf('buena.jpg', 1)]);
    uploader.start();
    await vi.advanceTimersByTimeAsync(300);
    expect(uploader.files.map((file) => [file.name, file.error, file.success])).toEqual([
      ['mala.jpg', 'server', false],
      ['buena.jpg', '', true],
    ]);
  });

  it('removing an active file aborts it', async () => {
    const transport = new FakeUploadTransport();
    const uploader = new Uploader(transport, { postAction: '/u', random: () => 0 });
    const [record] = uploader.add(fileOf('a.jpg', 1));
    uploader.start();
    await vi.advanceTimersByTimeAsync(60);
    uploader.remove(record.id);
    expect(transport.requests[0].aborted).toBe(true);
    expect(uploader.files).toHaveLength(0);
  });
});
