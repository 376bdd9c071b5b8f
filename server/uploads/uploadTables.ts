import type { TableDeclaration } from '../db/tableDeclaration';

/** Upload sessions, their chunks and the stored files. */
export const uploadTables: readonly TableDeclaration[] = [
  {
    table: 'upload_sessions',
    columns: {
      id: { type: 'text', primaryKey: true },
      user_id: { type: 'integer', notNull: true },
      name: { type: 'text', notNull: true },
      mime_type: { type: 'text', notNull: true },
      size: { type: 'integer', notNull: true },
      chunk_size: { type: 'integer', notNull: true },
      extra: { type: 'text', notNull: true },
      created_at: { type: 'text', notNull: true },
      updated_at: { type: 'text', notNull: true },
    },
    indexes: [{ name: 'ix_upload_sessions_updated_at', columns: ['updated_at'] }],
  },
  {
    table: 'upload_chunks',
    columns: {
      session_id: { type: 'text', notNull: true },
      start_offset: { type: 'integer', notNull: true },
      size: { type: 'integer', notNull: true },
    },
    primaryKey: { name: 'pk_upload_chunks', columns: ['session_id', 'start_offset'] },
  },
  {
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
  },
];
