import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
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
  await api.startLoops();
  small = await noisePng(60, 40);
  big = await noisePng(200, 200);
  expect(big.length).toBeGreaterThan(maxBytes);
});
afterAll(() => api.close());

const tooLarge = { error: 'too_large', message: 'El archivo supera el tamaño máximo de 0.1 MB' };
const notImage = { error: 'unsupported_media_type', message: 'El archivo no es una imagen JPEG, PNG, WebP o GIF válida' };

describe('upload limits', () => {
  it('refuses an oversize file with 413 JSON on every path', async () => {
    const started = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      payload: { phase: 'start', name: 'grande.png', size: big.length, mime_type: 'image/png' },
    });
    const posted = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart({}, { field: 'file', filename: 'grande.png', type: 'image/png', data: big }),
    });
    const put = await api.call({ method: 'PUT', url: '/api/uploads/?name=grande.png', payload: big, headers: { 'content-type': 'image/png' } });
    for (const response of [started, posted, put]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject(tooLarge);
    }
    expect((await api.call({ method: 'PUT', url: '/api/uploads/?name=chica.png', payload: small, headers: { 'content-type': 'image/png' } })).statusCode).toBe(
      201,
    );
  });

  it('judges images by content: a text file named .png is refused on every path', async () => {
    const posted = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart({}, { field: 'file', filename: 'foto.png', type: 'image/png', data: disguised }),
    });
    const put = await api.call({ method: 'PUT', url: '/api/uploads/?name=foto.jpg', payload: disguised, headers: { 'content-type': 'image/jpeg' } });
    const start = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      payload: { phase: 'start', name: 'foto.png', size: disguised.length, mime_type: 'image/png' },
    });
    const sessionId = start.json().data.session_id as string;
    await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart(
        { phase: 'upload', session_id: sessionId, start_offset: '0' },
        { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data: disguised },
      ),
    });
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

describe('what counts as an image', () => {
  it('refuses a real TIFF and a real SVG with 415: only JPEG, PNG, WebP and GIF signatures are images', async () => {
    const tiff = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c33' } })
      .tiff()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>');
    // Both decode as images (sharp reads them), so only the signature check can refuse them.
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    expect((await sharp(svg).metadata()).format).toBe('svg');
    for (const [name, data] of [
      ['foto.png', tiff],
      ['foto.svg', svg],
    ] as const) {
      const put = await api.call({ method: 'PUT', url: `/api/uploads/?name=${name}`, payload: data, headers: { 'content-type': 'image/png' } });
      const posted = await api.call({ method: 'POST', url: '/api/uploads/', ...multipart({}, { field: 'file', filename: name, type: 'image/png', data }) });
      for (const response of [put, posted]) {
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject(notImage);
      }
    }
  });
});

describe('upload sessions belong to their user', () => {
  it('answers 404 to another user sending a chunk to or finishing the session, which stays usable by its owner', async () => {
    const other = { first_name: 'Otra', last_name: 'Usuaria', email: 'otra@example.com', password: 'otra-clave-segura' };
    expect((await api.call({ method: 'POST', url: '/api/usuarios/', payload: other })).statusCode).toBe(201);
    const login = await api.app.inject({ method: 'POST', url: '/api/login/', payload: { username: other.email, password: other.password } });
    const asOther = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

    const start = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'mia.png', size: small.length } });
    const sessionId = start.json().data.session_id as string;
    const chunk = multipart(
      { phase: 'upload', session_id: sessionId, start_offset: '0' },
      { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data: small },
    );
    const stolenChunk = await api.app.inject({ method: 'POST', url: '/api/uploads/', payload: chunk.payload, headers: { ...chunk.headers, ...asOther } });
    const stolenFinish = await api.app.inject({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId }, headers: asOther });
    for (const response of [stolenChunk, stolenFinish]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'La sesión de carga no existe o ya expiró' });
    }

    expect((await api.call({ method: 'POST', url: '/api/uploads/', ...chunk })).statusCode).toBe(200);
    const finished = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId } });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({ name: 'mia.png', size: small.length });
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
    await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart(
        { phase: 'upload', session_id: sessionId, start_offset: '0' },
        { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data: small.subarray(0, 100) },
      ),
    });
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', sessionId))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', sessionId))).toBe(false);
    const finished = await api.call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId } });
    expect(finished.statusCode).toBe(404);
  });
});
