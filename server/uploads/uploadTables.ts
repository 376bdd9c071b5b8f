import type { RowOf, TableDeclaration } from '../db/tableDeclaration';

/** A chunked upload in progress; its bytes are in DATA_DIR/uploads/sessions/<id>/. */
const uploadSessionsTable = {
  table: 'upload_sessions',
  columns: {
    id: { type: 'text', primaryKey: true },
    user_id: { type: 'integer', notNull: true },
    name: { type: 'text', notNull: true },
    mime_type: { type: 'text', notNull: true },
    size: { type: 'integer', notNull: true },
    chunk_size: { type: 'integer', notNull: true },
    /** JSON text of the extra start fields. */
    extra: { type: 'text', notNull: true },
    created_at: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
  },
  indexes: [{ name: 'ix_upload_sessions_updated_at', columns: ['updated_at'] }],
} as const satisfies TableDeclaration;

/** One received chunk: the byte range [start_offset, start_offset + size) of its session. */
const uploadChunksTable = {
  table: 'upload_chunks',
  columns: {
    session_id: { type: 'text', notNull: true },
    start_offset: { type: 'integer', notNull: true },
    size: { type: 'integer', notNull: true },
  },
  primaryKey: { name: 'pk_upload_chunks', columns: ['session_id', 'start_offset'] },
} as const satisfies TableDeclaration;

/** A stored upload; `id` is random and unguessable, as it is public in the media URLs. */
const uploadedFilesTable = {
  table: 'uploaded_files',
  columns: {
    id: { type: 'text', primaryKey: true },
    user_id: { type: 'integer', notNull: true },
    name: { type: 'text', notNull: true },
    size: { type: 'integer', notNull: true },
    mime_type: { type: 'text', notNull: true },
    extension: { type: 'text', notNull: true },
    width: { type: 'integer', notNull: true },
    height: { type: 'integer', notNull: true },
    created_at: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

/** Upload sessions, their chunks and the stored files. */
export const uploadTables: readonly TableDeclaration[] = [uploadSessionsTable, uploadChunksTable, uploadedFilesTable];

export type UploadSessionTable = RowOf<typeof uploadSessionsTable>;
export type UploadedFileTable = RowOf<typeof uploadedFilesTable>;

declare module '../db/tables' {
  interface Tables {
    upload_sessions: UploadSessionTable;
    upload_chunks: RowOf<typeof uploadChunksTable>;
    uploaded_files: UploadedFileTable;
  }
}
