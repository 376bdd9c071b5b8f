import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../db/tables';
import type { UploadedFileTable } from './uploadTables';

export type UploadedFileRow = Selectable<UploadedFileTable>;

/** The answer for a stored file: its public media URLs, never its path on disk. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  mime_type: string;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  created_at: string;
}

export const mediaPath = '/media/';
export const mediaUrlOf = (row: Pick<UploadedFileRow, 'id' | 'extension'>) => `${mediaPath}${row.id}.${row.extension}`;
export const thumbnailUrlOf = (id: string) => `${mediaPath}${id}.thumb.webp`;

export const toStoredFile = (row: UploadedFileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  mime_type: row.mime_type,
  url: mediaUrlOf(row),
  thumbnail_url: thumbnailUrlOf(row.id),
  width: row.width,
  height: row.height,
  created_at: row.created_at,
});

export class StoredFileRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async create(row: UploadedFileRow) {
    await this.db.insertInto('uploaded_files').values(row).execute();
  }

  find(id: string): Promise<UploadedFileRow | undefined> {
    return this.db.selectFrom('uploaded_files').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
