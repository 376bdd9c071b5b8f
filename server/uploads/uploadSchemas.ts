import { errorResponsesFor } from '../http/routeSchemas';

/** JSON Schemas of the upload routes (OpenAPI and fast serialisation). */
export const errorResponses = errorResponsesFor(400, 401, 404, 413, 415);

export const storedFile = {
  type: 'object',
  required: ['id', 'name', 'size', 'mime_type', 'url', 'thumbnail_url', 'width', 'height', 'created_at'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mime_type: { type: 'string' },
    url: { type: 'string', description: 'Public, unguessable: /media/<id>.<ext>' },
    thumbnail_url: { type: 'string', description: 'Public WebP thumbnail: /media/<id>.thumb.webp' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    created_at: { type: 'string' },
  },
} as const;

/** `{status:'success', data?}`: start answers the session, a chunk nothing, finish and the plain uploads the stored file. */
export const protocolAnswer = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['success'] },
    data: {
      anyOf: [
        storedFile,
        { type: 'object', required: ['session_id', 'end_offset'], properties: { session_id: { type: 'string' }, end_offset: { type: 'integer' } } },
      ],
    },
  },
} as const;

export const jsonPhaseBody = {
  type: 'object',
  required: ['phase'],
  properties: {
    phase: { type: 'string', enum: ['start', 'finish'] },
    name: { type: 'string', minLength: 1, maxLength: 1000 },
    size: { type: 'integer', minimum: 1 },
    mime_type: { type: 'string', maxLength: 200 },
    session_id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
  // Extra start and finish fields are part of the protocol.
  additionalProperties: true,
} as const;

export const putQuery = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 1000 } },
  additionalProperties: true,
} as const;

export const settingsResponse = {
  type: 'object',
  required: ['action', 'max_bytes', 'chunk_bytes', 'extensions'],
  properties: {
    action: { type: 'string' },
    max_bytes: { type: 'integer' },
    chunk_bytes: { type: 'integer' },
    extensions: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const fileIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } as const;
