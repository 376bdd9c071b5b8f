import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RegisteredFeature } from '../serverFeature';
import { notFound } from '../http/errors';
import { ChunkedUploadService } from './chunkedUploadService';
import { registerMediaRoutes } from './mediaRoutes';
import { StoredFileRepository, toStoredFile } from './storedFileRepository';
import { registerUploadRoutes } from './uploadRoutes';
import { errorResponses, fileIdParams, settingsResponse, storedFile } from './uploadSchemas';
import { UploadSessionRepository } from './uploadSessionRepository';
import { UploadSessionSweeper } from './uploadSessionSweeper';
import { UploadStorage } from './uploadStorage';
import { ThumbnailMaker } from './uploadThumbnails';

/** What the browser's checks mirror; the server decides by content, not by these names. */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

/** Uploads: the action, the stored files' metadata, the public media and the session sweep. */
export async function registerUploads(app: FastifyInstance, context: AppContext): Promise<RegisteredFeature> {
  const { config, database } = context;
  const storage = new UploadStorage(config.dataDir);
  await storage.prepare();
  const sessions = new UploadSessionRepository(database.db);
  const files = new StoredFileRepository(database.db);
  const thumbnails = new ThumbnailMaker();
  const service = new ChunkedUploadService({ config, sessions, storage, files, thumbnails });
  // Added after the database's onClose hook, so it runs first: no thumbnail outlives the pool.
  app.addHook('onClose', () => thumbnails.idle());

  await registerUploadRoutes(app, { action: config.uploadActionPath, maxBytes: config.uploadMaxBytes, service, storage, files, thumbnails });
  registerMediaRoutes(app, storage, thumbnails);

  app.get(
    '/api/uploads/settings',
    { schema: { tags: ['uploads'], description: 'The upload action and limits the browser applies before sending.', response: { 200: settingsResponse } } },
    async () => ({ action: config.uploadActionPath, max_bytes: config.uploadMaxBytes, chunk_bytes: config.uploadChunkBytes, extensions: imageExtensions }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/uploads/files/:id',
    { schema: { tags: ['uploads'], params: fileIdParams, response: { 200: storedFile, ...errorResponses } } },
    async (request) => {
      const row = await files.find(request.params.id);
      if (!row) throw notFound('Imagen no encontrada').worded('image_not_found');
      return toStoredFile(row);
    },
  );

  return {
    async startLoops() {
      const sweeper = new UploadSessionSweeper(sessions, service, config.uploadSessionSeconds, app.log);
      sweeper.start();
      return sweeper;
    },
  };
}
