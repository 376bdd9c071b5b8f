import multipart, { type MultipartFields, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ApiError, badInput, unauthorized } from '../http/errors';
import { blankField, invalidField } from '../http/fieldMessages';
import type { ChunkedUploadService } from './chunkedUploadService';
import { storeUpload, type StoreUploadDeps } from './storeUpload';
import { badUpload, fileTooLarge, malformedMultipart, notAnImage, notJsonOrMultipart } from './uploadErrors';
import { errorResponses, jsonPhaseBody, protocolAnswer, putQuery } from './uploadSchemas';
import { streamToFile } from './streamToFile';

export interface UploadRouteDeps extends StoreUploadDeps {
  action: string;
  maxBytes: number;
  service: ChunkedUploadService;
}

type PhaseBody = { phase: 'start' | 'finish'; name?: string; size?: number; mime_type?: string; session_id?: string } & Record<string, unknown>;

const tags = ['uploads'];

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
  return request.user.id;
};

const fieldOf = (fields: MultipartFields, name: string): string | undefined => {
  const entry = fields[name];
  const first = Array.isArray(entry) ? entry[0] : entry;
  return first?.type === 'field' && typeof first.value === 'string' ? first.value : undefined;
};

/** A whole file in one request (PUT raw or POST multipart): to a temporary file, then stored. */
async function storeWhole(deps: UploadRouteDeps, userId: number, body: Readable, name: string) {
  const incoming = deps.storage.incoming();
  try {
    const size = await streamToFile(body, incoming, { flags: 'w', limit: deps.maxBytes, tooMuch: () => fileTooLarge(deps.maxBytes) });
    if (size === 0) throw badUpload('El archivo está vacío', { file: blankField }).worded('file_empty');
    return await storeUpload(deps, incoming, name, size, userId);
  } finally {
    await rm(incoming, { force: true });
  }
}

/**
 * The JSON phase body. No body at all is bad input; a body of any other type (the raw parser hands
 * it over as a stream) is not part of the protocol: 415.
 */
function jsonBodyOf(request: FastifyRequest): PhaseBody {
  if (request.body === undefined || request.body === null)
    throw badUpload('Falta el cuerpo de la solicitud', { phase: blankField }).worded('upload_body_missing');
  if (request.body instanceof Readable || typeof request.body !== 'object' || Array.isArray(request.body)) throw notJsonOrMultipart();
  return request.body as PhaseBody;
}

async function startOrFinish(deps: UploadRouteDeps, userId: number, body: PhaseBody) {
  if (body.phase === 'finish') {
    if (!body.session_id) throw badInput({ session_id: blankField });
    return { status: 'success', data: await deps.service.finish(userId, body.session_id) };
  }
  const { phase: _phase, name, size, mime_type: mimeType, ...extra } = body;
  const missing = { ...(name ? {} : { name: blankField }), ...(size ? {} : { size: blankField }) };
  if (!name || !size) throw badInput(missing);
  return { status: 'success', data: await deps.service.start(userId, { name, size, mime_type: mimeType ?? '', extra }) };
}

/**
 * The body's first file part. The multipart parser's complaints about the body itself (no boundary,
 * cut short, a broken part header) carry no HTTP status: they are the client's to fix, so 400.
 */
async function firstPart(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (error) {
    throw error instanceof Error && 'statusCode' in error ? error : malformedMultipart();
  }
}

/** Runs what reads a part's stream; a stream that broke because the body was cut short is the client's to fix: 400. */
async function readingPart<T>(part: MultipartFile, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw part.file.errored && !(error instanceof ApiError) ? malformedMultipart() : error;
  }
}

/**
 * The upload action, one path for every way the uploader sends: POST JSON phase=start|finish,
 * POST multipart phase=upload (a chunk) or a whole file, PUT of the raw file.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 50, fieldSize: 65_536, parts: 51, fileSize: deps.maxBytes + 1 } });
    // PUT bodies are any image type: handed over as the raw stream, never buffered.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.post<{ Body: PhaseBody }>(
      deps.action,
      {
        schema: {
          tags,
          description:
            'JSON `{phase:"start", name, size, mime_type, …}` → session; JSON `{phase:"finish", session_id}` → the stored file; multipart `{phase:"upload", session_id, start_offset, chunk}` → a chunk; multipart with one file (any field name, "file" by default) → the stored file.',
          body: { content: { 'application/json': { schema: jsonPhaseBody } } },
          response: { 200: protocolAnswer, 201: protocolAnswer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = userOf(request);
        if (!request.isMultipart()) return startOrFinish(deps, userId, jsonBodyOf(request));
        const part = await firstPart(request);
        if (!part) throw badUpload('No se recibió ningún archivo', { file: blankField }).worded('upload_no_file');
        if (fieldOf(part.fields, 'phase') !== 'upload') {
          const stored = await readingPart(part, () => storeWhole(deps, userId, part.file, part.filename));
          return reply.status(201).send({ status: 'success', data: stored });
        }
        const sessionId = fieldOf(part.fields, 'session_id');
        const offset = Number(fieldOf(part.fields, 'start_offset'));
        if (!sessionId) throw badInput({ session_id: blankField });
        if (!Number.isInteger(offset) || offset < 0) throw badInput({ start_offset: invalidField });
        await readingPart(part, () => deps.service.receiveChunk(userId, sessionId, offset, part.file));
        return { status: 'success' };
      },
    );

    scope.put<{ Querystring: { name?: string } }>(
      deps.action,
      {
        schema: {
          tags,
          description: 'The raw file as the body; `name` and any data as query parameters → the stored file.',
          querystring: putQuery,
          response: { 201: protocolAnswer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = userOf(request);
        if (Number(request.headers['content-length']) > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
        const body = request.body;
        if (body === undefined) throw badUpload('El archivo está vacío', { file: blankField }).worded('file_empty');
        // A JSON or multipart body was parsed as such: only a raw file can be an image.
        if (!(body instanceof Readable)) throw notAnImage();
        const stored = await storeWhole(deps, userId, body, request.query.name ?? '');
        return reply.status(201).send({ status: 'success', data: stored });
      },
    );
  });
}
