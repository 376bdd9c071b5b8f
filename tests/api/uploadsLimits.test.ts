import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';
import { multipart, noisePng } from './uploadsMultipart';

const maxBytes = 100_000;
let api: TestApp;
let small: Buffer;
let big: Buffer;
const disguised = Buffer.from('<?php echo "no soy una imagen"; ?>'.repeat(20));

beforeAll(async () => {
  api = await startTestApp({ UPLOAD_CHUNK_BYTES: '65536', UPLOAD_MAX_BYTES: String(maxBytes), UPLOAD_SESSION_SECONDS: '1' });
  small = await noisePng(60, 40);
  big = await noisePng(200, 200);
  expect(big.length).toBeGreaterThan(maxBytes);
});
afterAll(() => api.close());

const tooLarge = { error: 'too_large', message: 'El archivo supera el tamaño máximo de 0.1 MB' };
const notImage = { error: 'unsupported_media_type', message: 'El archivo no es una imagen JPEG, PNG, WebP o GIF válida' };

describe('upload limits', () => {
  it('refuses an oversize file with 413 JSON on every path', async () => {
    const started = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'grande.png', size: big.length, mime_type: 'image/png' } });
    const posted = await api.call({ method: 'POST', url: '/api/uploads/', ...multipart({}, { field: 'file', filename: 'grande.png', type: 'image/png', data: big }) });
    const put = await api.call({ method: 'PUT', url: '/api/uploads/?name=grande.png', payload: big, headers: { 'content-type': 'image/png' } });
    for (const response of [started, posted, put]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject(tooLarge);
    }
    expect((await api.call({ method: 'PUT', url: '/api/uploads/?name=chica.png', payload: small, headers: { 'content-type': 'image/png' } })).statusCode).toBe(201);
  });

  it('judges images by content: a text file named .png is refused on every path', async () => {
    const posted = await api.call({ method: 'POST', url: '/api/uploads/', ...multipart({}, { field: 'file', filename: 'foto.png', type: 'image/png', data: disguised }) });
    const put = await api.call({ method: 'PUT', url: '/api/uploads/?name=foto.jpg', payload: disguised, headers: { 'content-type': 'image/jpeg' } });
    const start = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'foto.png', size: disguised.length, mime_type: 'image/png' } });
    const sessionId = start.json().data.session_id as string;
    await api.call({ method: 'POST', url: '/api/uploads/', ...multipart({ phase: 'upload', session_id: sessionId, start_offset: '0' }, { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data: disguised }) });
    const finished = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId } });
    for (const response of [posted, put, finished]) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject(notImage);
    }
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', sessionId))).toBe(false);
  });

  it('refuses a PNG header on garbage (the content must decode)', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), disguised]);
    const response = await api.call({ method: 'PUT', url: '/api/uploads/?name=foto.png', payload: fake, headers: { 'content-type': 'image/png' } });
    expect(response.statusCode).toBe(415);
  });
});

describe('upload access', () => {
  it('needs a token for every upload action, but not for the public media', async () => {
    const stored = await api.call({ method: 'PUT', url: '/api/uploads/?name=chica.png', payload: small, headers: { 'content-type': 'image/png' } });
    const { id, url } = stored.json().data as { id: string; url: string };
    const anonymous = [
      await api.app.inject({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'a.png', size: 10 } }),
      await api.app.inject({ method: 'POST', url: '/api/uploads/', ...multipart({}, { field: 'file', filename: 'a.png', type: 'image/png', data: small }) }),
      await api.app.inject({ method: 'PUT', url: '/api/uploads/?name=a.png', payload: small, headers: { 'content-type': 'image/png' } }),
      await api.app.inject({ method: 'GET', url: `/api/uploads/files/${id}` }),
      await api.app.inject({ method: 'GET', url: '/api/uploads/settings' }),
    ];
    for (const response of anonymous) expect(response.statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/media/../backoffice.sqlite' })).statusCode).not.toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  it('tells the browser the action and limits', async () => {
    const response = await api.call({ method: 'GET', url: '/api/uploads/settings' });
    expect(response.json()).toEqual({ action: '/api/uploads/', max_bytes: maxBytes, chunk_bytes: 65_536, extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'] });
  });
});

describe('abandoned sessions', () => {
  it('are swept with their chunks once idle longer than UPLOAD_SESSION_SECONDS', async () => {
    const start = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'olvidada.png', size: small.length } });
    const sessionId = start.json().data.session_id as string;
    await api.call({ method: 'POST', url: '/api/uploads/', ...multipart({ phase: 'upload', session_id: sessionId, start_offset: '0' }, { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data: small.subarray(0, 100) }) });
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', sessionId))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', sessionId))).toBe(false);
    const finished = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId } });
    expect(finished.statusCode).toBe(404);
  });
});
