import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

/** Upload sessions, their chunks and the stored files. */
export async function createUploadTables(db: Kysely<Tables>) {
  await db.schema
    .createTable('upload_sessions')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('chunk_size', 'integer', (column) => column.notNull())
    .addColumn('extra', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ix_upload_sessions_updated_at').ifNotExists().on('upload_sessions').column('updated_at').execute();
  await db.schema
    .createTable('upload_chunks')
    .ifNotExists()
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('start_offset', 'integer', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_upload_chunks', ['session_id', 'start_offset'])
    .execute();
  await db.schema
    .createTable('uploaded_files')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('extension', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
