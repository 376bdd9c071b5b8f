import type { ProductImage } from './productImages';

interface StoredFile {
  readonly id: string;
  readonly url: string;
  readonly thumbnail_url?: string;
}

const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && typeof (value as StoredFile).id === 'string' && typeof (value as StoredFile).url === 'string';

/** The stored file of an upload's answer (`{status, data: file}` from POST /api/uploads/), as a product image. */
export const imageFromUploadResponse = (response: unknown): ProductImage | undefined => {
  const data = typeof response === 'object' && response !== null && 'data' in response ? (response as { data: unknown }).data : response;
  if (!isStoredFile(data)) return undefined;
  return { id: data.id, url: data.url, ...(data.thumbnail_url ? { thumbnail_url: data.thumbnail_url } : {}) };
};
