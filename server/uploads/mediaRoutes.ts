import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { mediaPath } from './storedFileRepository';
import type { UploadStorage } from './uploadStorage';
import type { ThumbnailMaker } from './uploadThumbnails';

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
const mediaName = /^([0-9a-f]{32})\.(jpg|png|webp|gif|thumb\.webp)$/;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Stored images and their thumbnails, public like a CDN: marketplaces fetch product images without
 * our tokens, and <img> cannot send a bearer header. What keeps them private is the 128-bit random id.
 */
export function registerMediaRoutes(app: FastifyInstance, storage: UploadStorage, thumbnails: ThumbnailMaker) {
  app.get<{ Params: { name: string } }>(
    `${mediaPath}:name`,
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        description: 'An uploaded image (`<id>.<ext>`) or its WebP thumbnail (`<id>.thumb.webp`); no token needed.',
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request, reply) => {
      const match = mediaName.exec(request.params.name);
      if (!match) throw notFound('Imagen no encontrada').worded('image_not_found');
      const [, id, extension] = match;
      let path = extension === 'thumb.webp' ? storage.thumbnail(id) : storage.file(id, extension);
      if (extension === 'thumb.webp' && !(await exists(path))) {
        const original = Object.keys(contentTypes).map((candidate) => storage.file(id, candidate));
        const source = (await Promise.all(original.map(async (candidate) => ((await exists(candidate)) ? candidate : undefined)))).find(Boolean);
        if (!source) throw notFound('Imagen no encontrada').worded('image_not_found');
        await thumbnails.make(source, path);
        path = storage.thumbnail(id);
      }
      if (!(await exists(path))) throw notFound('Imagen no encontrada').worded('image_not_found');
      return reply
        .header('content-type', contentTypes[extension === 'thumb.webp' ? 'webp' : extension])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(createReadStream(path));
    },
  );
}
