import { open, rm, mkdir, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { blankField, invalidField } from '../http/fieldMessages';
import { storeUpload, type StoreUploadDeps } from './storeUpload';
import type { StoredFile } from './storedFileRepository';
import { badUpload, chunkTooLarge, fileTooLarge, sessionNotFound, uploadIncomplete } from './uploadErrors';
import { coveredBytes, type UploadSessionRepository } from './uploadSessionRepository';
import { randomId } from './uploadStorage';
import { streamToFile } from './streamToFile';

export interface StartRequest {
  name: string;
  size: number;
  mime_type: string;
  extra: Record<string, unknown>;
}

export interface ChunkedUploadDeps extends StoreUploadDeps {
  config: Pick<Config, 'uploadMaxBytes' | 'uploadChunkBytes'>;
  sessions: UploadSessionRepository;
}

/**
 * The server side of the chunk protocol (start, chunks, finish). All chunks of a session are written
 * straight into one preallocated file at their offsets, so finishing is a rename, not a copy, and
 * chunks may come twice or in any order.
 */
export class ChunkedUploadService {
  constructor(private readonly deps: ChunkedUploadDeps) {}

  async start(userId: number, request: StartRequest): Promise<{ session_id: string; end_offset: number }> {
    if (request.size > this.deps.config.uploadMaxBytes) throw fileTooLarge(this.deps.config.uploadMaxBytes);
    const id = randomId();
    await mkdir(this.deps.storage.sessionDir(id), { recursive: true });
    const data = await open(this.deps.storage.sessionData(id), 'w');
    await data.truncate(request.size);
    await data.close();
    const now = new Date().toISOString();
    await this.deps.sessions.create({
      id,
      user_id: userId,
      name: request.name,
      mime_type: request.mime_type,
      size: request.size,
      chunk_size: this.deps.config.uploadChunkBytes,
      extra: JSON.stringify(request.extra),
      created_at: now,
      updated_at: now,
    });
    return { session_id: id, end_offset: this.deps.config.uploadChunkBytes };
  }

  async receiveChunk(userId: number, sessionId: string, startOffset: number, chunk: Readable): Promise<void> {
    const session = await this.deps.sessions.find(sessionId, userId);
    if (!session) throw sessionNotFound();
    if (startOffset >= session.size)
      throw badUpload('El fragmento empieza después del final del archivo', { start_offset: invalidField }).worded('chunk_past_end');
    const room = session.size - startOffset;
    const limit = Math.min(room, Math.max(session.chunk_size, this.deps.config.uploadChunkBytes));
    const bytes = await streamToFile(chunk, this.deps.storage.sessionData(sessionId), {
      flags: 'r+',
      start: startOffset,
      limit,
      tooMuch: () => (room <= limit ? badUpload('El fragmento excede el tamaño declarado del archivo').worded('chunk_over_size') : chunkTooLarge(limit)),
    });
    if (bytes === 0) throw badUpload('El fragmento está vacío', { chunk: blankField }).worded('chunk_empty');
    await this.deps.sessions.recordChunk(sessionId, startOffset, bytes, new Date().toISOString());
  }

  async finish(userId: number, sessionId: string): Promise<StoredFile> {
    const session = await this.deps.sessions.find(sessionId, userId);
    if (!session) throw sessionNotFound();
    const covered = coveredBytes(await this.deps.sessions.chunks(sessionId), session.size);
    if (covered !== session.size) throw uploadIncomplete(session.size - covered, session.size);
    const data = this.deps.storage.sessionData(sessionId);
    const onDisk = (await stat(data)).size;
    if (onDisk !== session.size)
      throw badUpload(`El tamaño recibido (${onDisk} bytes) no coincide con el declarado (${session.size} bytes)`).worded('upload_size_mismatch', {
        received: onDisk,
        declared: session.size,
      });
    try {
      return await storeUpload(this.deps, data, session.name, session.size, userId);
    } finally {
      await this.discard(sessionId);
    }
  }

  async discard(sessionId: string) {
    await this.deps.sessions.remove(sessionId);
    await rm(this.deps.storage.sessionDir(sessionId), { recursive: true, force: true });
  }
}
