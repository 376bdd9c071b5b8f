import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestApp, type TestApp } from './testApp';
import { chunksOf, multipart, noisePng } from './uploadsMultipart';

const chunkBytes = 65_536;
let api: TestApp;
let image: Buffer;

beforeAll(async () => {
  api = await startTestApp({ UPLOAD_CHUNK_BYTES: String(chunkBytes) });
  image = await noisePng(200, 150);
});
afterAll(() => api.close());

type Call = TestApp['call'];

const start = (call: Call, body: Record<string, unknown>) => call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', ...body } });
const sendChunk = (call: Call, sessionId: string, offset: number, data: Buffer) =>
  call({
    method: 'POST',
    url: '/api/uploads/',
    ...multipart(
      { phase: 'upload', session_id: sessionId, start_offset: String(offset) },
      { field: 'chunk', filename: 'blob', type: 'application/octet-stream', data },
    ),
  });
const finish = (call: Call, sessionId: string) => call({ method: 'POST', url: '/api/uploads/', payload: { phase: 'finish', session_id: sessionId } });

const startSession = async (call: Call, data: Buffer, name = 'zapatilla.png', size = data.length) => {
  const response = await start(call, { mime_type: 'image/png', size, name });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { session_id: string; end_offset: number } }).data;
};

const expectStored = (response: LightMyRequestResponse, data: Buffer) => {
  const body = response.json() as { status: string; data: Record<string, unknown> };
  expect(body.status).toBe('success');
  expect(body.data).toMatchObject({ name: 'zapatilla.png', size: data.length, mime_type: 'image/png', width: 200, height: 150 });
  expect(body.data.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
  expect(body.data.thumbnail_url).toBe(String(body.data.url).replace('.png', '.thumb.webp'));
  return body.data as { id: string; url: string; thumbnail_url: string };
};

describe('the chunk protocol', () => {
  it('start → chunks → finish stores the image, served publicly with its thumbnail', async () => {
    const session = await startSession(api.call, image);
    expect(session).toEqual({ session_id: expect.stringMatching(/^[0-9a-f]{32}$/), end_offset: chunkBytes });
    for (const chunk of chunksOf(image, session.end_offset)) {
      const response = await sendChunk(api.call, session.session_id, chunk.offset, chunk.data);
      expect(response.json()).toEqual({ status: 'success' });
    }
    const stored = expectStored(await finish(api.call, session.session_id), image);

    const media = await api.app.inject({ method: 'GET', url: stored.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(image)).toBe(true);
    const thumbnail = await api.app.inject({ method: 'GET', url: stored.thumbnail_url });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });
    const record = await api.call({ method: 'GET', url: `/api/uploads/files/${stored.id}` });
    expect(record.json()).toMatchObject({ id: stored.id, url: stored.url, name: 'zapatilla.png' });
    expect(existsSync(join(api.config.dataDir, 'uploads', 'sessions', session.session_id))).toBe(false);
  });

  it('accepts chunks out of order and the same chunk twice', async () => {
    const session = await startSession(api.call, image);
    const chunks = chunksOf(image, session.end_offset).reverse();
    for (const chunk of [chunks[0], ...chunks, chunks[1]]) {
      expect((await sendChunk(api.call, session.session_id, chunk.offset, chunk.data)).statusCode).toBe(200);
    }
    const stored = expectStored(await finish(api.call, session.session_id), image);
    expect((await api.app.inject({ method: 'GET', url: stored.url })).rawPayload.equals(image)).toBe(true);
  });

  it('refuses an unknown session for chunks and finish', async () => {
    const unknown = 'ab'.repeat(16);
    const chunk = await sendChunk(api.call, unknown, 0, image.subarray(0, 100));
    expect(chunk.statusCode).toBe(404);
    expect(chunk.json()).toMatchObject({ error: 'not_found', message: 'La sesión de carga no existe o ya expiró' });
    expect((await finish(api.call, unknown)).statusCode).toBe(404);
    expect((await finish(api.call, '../../etc')).statusCode).toBe(400);
  });

  it('finish refuses a file with bytes missing, saying how many', async () => {
    const session = await startSession(api.call, image, 'zapatilla.png', image.length + 100);
    for (const chunk of chunksOf(image, session.end_offset)) await sendChunk(api.call, session.session_id, chunk.offset, chunk.data);
    const response = await finish(api.call, session.session_id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'incomplete', message: `La carga está incompleta: faltan 100 de ${image.length + 100} bytes` });
  });

  it('refuses a chunk past the declared size', async () => {
    const session = await startSession(api.call, image, 'zapatilla.png', 1000);
    const response = await sendChunk(api.call, session.session_id, 0, image.subarray(0, 2000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El fragmento excede el tamaño declarado del archivo');
  });

  it('answers a broken multipart body with 400, whatever part of it is wrong', async () => {
    const session = await startSession(api.call, image, 'zapatilla.png', image.length);
    const field = (name: string, value: string) => `--xx\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cutFile = '--xx\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\nabc';
    const chunkFields = field('phase', 'upload') + field('session_id', session.session_id) + field('start_offset', '0');
    const bodies = [
      { contentType: 'multipart/form-data', payload: 'abc' },
      { contentType: 'multipart/form-data; boundary=xx', payload: '--xx\r\n' },
      { contentType: 'multipart/form-data; boundary=xx', payload: cutFile },
      { contentType: 'multipart/form-data; boundary=xx', payload: chunkFields + cutFile },
    ];
    const answers = [];
    for (const body of bodies)
      answers.push(await api.call({ method: 'POST', url: '/api/uploads/', payload: body.payload, headers: { 'content-type': body.contentType } }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ error: 'bad_request', message: 'El cuerpo multipart está incompleto o mal formado' });
  });

  it('start needs a name and a size', async () => {
    const response = await start(api.call, { mime_type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'Este campo no puede estar vacio', size: 'Este campo no puede estar vacio' });
  });

  it('survives a server restart between chunks', async () => {
    // Its own app: the first one is closed half-way and a new one is built on the same data and database.
    const first = await startTestApp({ UPLOAD_CHUNK_BYTES: String(chunkBytes) });
    try {
      const { token } = await first.login();
      const on =
        (app: TestApp['app']): Call =>
        (options) =>
          app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
      const session = await startSession(on(first.app), image);
      const chunks = chunksOf(image, session.end_offset);
      for (const chunk of chunks.slice(0, 2)) await sendChunk(on(first.app), session.session_id, chunk.offset, chunk.data);
      await first.app.close();

      const restarted = await buildApp(first.config, { distDir: join(first.config.dataDir, 'no-dist') });
      try {
        for (const chunk of chunks.slice(2)) expect((await sendChunk(on(restarted.app), session.session_id, chunk.offset, chunk.data)).statusCode).toBe(200);
        const stored = expectStored(await finish(on(restarted.app), session.session_id), image);
        expect((await restarted.app.inject({ method: 'GET', url: stored.url })).rawPayload.equals(image)).toBe(true);
      } finally {
        await restarted.app.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('whole-file uploads', () => {
  it('POST multipart with the file under "file" stores it (201)', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart({ album: 'verano' }, { field: 'file', filename: 'zapatilla.png', type: 'image/png', data: image }),
    });
    expect(response.statusCode).toBe(201);
    expectStored(response, image);
  });

  it('PUT of the raw file with the name as a query parameter stores it (201)', async () => {
    const response = await api.call({ method: 'PUT', url: '/api/uploads/?name=zapatilla.png', payload: image, headers: { 'content-type': 'image/png' } });
    expect(response.statusCode).toBe(201);
    expectStored(response, image);
  });

  it('keeps generated names on disk: "../" in a name only changes the shown name', async () => {
    const before = readdirSync(join(api.config.dataDir, 'uploads', 'files')).length;
    const posted = await api.call({
      method: 'POST',
      url: '/api/uploads/',
      ...multipart({}, { field: 'file', filename: '../../../zapatilla.png', type: 'image/png', data: image }),
    });
    const put = await api.call({
      method: 'PUT',
      url: `/api/uploads/?name=${encodeURIComponent('..\\..\\etc/passwd')}`,
      payload: image,
      headers: { 'content-type': 'image/png' },
    });
    expect(posted.json().data.name).toBe('zapatilla.png');
    expect(put.json().data.name).toBe('passwd');
    expect(readdirSync(join(api.config.dataDir, 'uploads', 'files')).length).toBe(before + 2);
    const everything = [...readdirSync(api.config.dataDir, { recursive: true }), ...readdirSync(join(api.config.dataDir, '..'))].map(String);
    expect(everything.filter((path) => /zapatilla|passwd/.test(path))).toEqual([]);
  });
});
