import { open, rename, rm } from 'node:fs/promises';
import { imageHeadBytes, imageKindOf } from './imageSignature';
import { notAnImage } from './uploadErrors';
import { sanitizeFileName, randomId, type UploadStorage } from './uploadStorage';
import { imageDimensions, type ThumbnailMaker } from './uploadThumbnails';
import { type StoredFile, type StoredFileRepository, toStoredFile } from './storedFileRepository';

export interface StoreUploadDeps {
  storage: UploadStorage;
  files: StoredFileRepository;
  thumbnails: ThumbnailMaker;
}

const readHead = async (path: string): Promise<Uint8Array> => {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(imageHeadBytes);
    const { bytesRead } = await handle.read(head, 0, imageHeadBytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/**
 * Turns a complete file on disk into a stored image: checked by its content (not its name),
 * moved under a generated name, measured, recorded. The thumbnail is made in the background so
 * the answer does not wait for it; the media route waits if it is asked for first.
 * The source is moved or deleted, never left behind.
 */
export async function storeUpload(deps: StoreUploadDeps, source: string, clientName: string, size: number, userId: number): Promise<StoredFile> {
  const kind = imageKindOf(await readHead(source));
  const dimensions = kind && (await imageDimensions(source));
  if (!kind || !dimensions) {
    await rm(source, { force: true });
    throw notAnImage();
  }
  const id = randomId();
  const target = deps.storage.file(id, kind.extension);
  await rename(source, target);
  const row = {
    id,
    user_id: userId,
    name: sanitizeFileName(clientName),
    size,
    mime_type: kind.mimeType,
    extension: kind.extension,
    width: dimensions.width,
    height: dimensions.height,
    created_at: new Date().toISOString(),
  };
  await deps.files.create(row);
  deps.thumbnails.make(target, deps.storage.thumbnail(id)).catch(() => {
    // Retried by the media route on first request.
  });
  return toStoredFile(row);
}
