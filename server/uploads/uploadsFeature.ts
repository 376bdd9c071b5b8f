import type { ServerFeature } from '../serverFeature';
import { registerUploads } from './index';
import { uploadTables } from './uploadTables';

/** Chunked image uploads, the stored files and the public media. */
export const uploadsFeature: ServerFeature = {
  name: 'uploads',
  tables: uploadTables,
  register: registerUploads,
};
