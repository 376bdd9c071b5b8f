import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Uploader } from '../../../src/uploads/uploader';
import { type FakeAnswer, FakeUploadTransport, fileOf } from './fakeUploadTransport';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const run = async (answer: FakeAnswer | undefined, options: ConstructorParameters<typeof Uploader>[1] = {}) => {
  const transport = new FakeUploadTransport(() => answer);
  const uploader = new Uploader(transport, { postAction: '/api/uploads/', random: () => 0, ...options });
  const [record] = uploader.add(fileOf('foto.png', 300, 'image/png'));
  uploader.start();
  await vi.advanceTimersByTimeAsync(100);
  return { transport, uploader, file: () => uploader.get(record.id) };
};

describe('non-chunked upload', () => {
  it('POSTs multipart: data fields plus the file under the default field name "file"', async () => {
    const { transport, file } = await run({ status: 201, body: { status: 'success', data: { id: 'x' } } }, { data: { album: 'verano' } });
    const { request } = transport.requests[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads/');
    const form = request.body as FormData;
    expect(form.get('album')).toBe('verano');
    expect((form.get('file') as File).name).toBe('foto.png');
    expect(file()).toMatchObject({ success: true, response: { status: 'success', data: { id: 'x' } } });
  });

  it('uses the configured field name', async () => {
    const { transport } = await run({ status: 200, body: {} }, { name: 'imagen' });
    expect((transport.requests[0].request.body as FormData).get('imagen')).toBeInstanceOf(File);
  });

  it('PUTs the raw file with the data as query parameters', async () => {
    const { transport, file } = await run(
      { status: 200, body: 'guardado', contentType: 'text/plain' },
      {
        postAction: '',
        putAction: '/api/uploads/',
        data: { name: 'foto nueva.png' },
        headers: { 'X-Origen': 'prueba' },
      },
    );
    const { request } = transport.requests[0];
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/uploads/?name=foto+nueva.png');
    expect(request.body).toBeInstanceOf(Blob);
    expect(request.headers).toMatchObject({ 'X-Origen': 'prueba', 'Content-Type': 'image/png' });
    expect(file()?.response).toBe('guardado');
  });

  it.each<[string, FakeAnswer, string]>([
    ['no status', { status: 0 }, 'network'],
    ['a transport error', { fail: 'network' }, 'network'],
    ['403', { status: 403, body: { error: 'forbidden' } }, 'denied'],
    ['413', { status: 413, body: { error: 'too_large' } }, 'denied'],
    ['500', { status: 500, body: { error: 'internal' } }, 'server'],
    ['503', { status: 503, body: null }, 'server'],
  ])('%s → %s', async (_label, answer, code) => {
    const { file } = await run(answer);
    expect(file()).toMatchObject({ error: code, success: false, active: false });
  });

  it('passes the timeout to the request, default 0, and a timed-out request fails with timeout', async () => {
    const noTimeout = await run({ status: 200, body: {} });
    expect(noTimeout.transport.requests[0].request.timeout).toBe(0);
    const { transport, file } = await run({ fail: 'timeout' }, { timeout: 5000 });
    expect(transport.requests[0].request.timeout).toBe(5000);
    expect(file()?.error).toBe('timeout');
  });

  it('reports progress with two decimals', async () => {
    const { transport, file } = await run(undefined);
    transport.requests[0].request.onProgress?.(1, 3);
    expect(file()?.progress).toBe('33.33');
  });
});
