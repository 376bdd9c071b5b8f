import type { DeclaredResource, FieldDeclaration, ResourceDeclaration } from '../../resources';
import type { ValueOf } from '../../resources/recordOf';
import type { TaskRecord } from '../../resources/tasks';
import type { Generated } from 'kysely';

/** A field's stored value, as server/db/columns.ts writes it: booleans as 0 or 1, tags and json as JSON text. */
type ColumnValueOf<F extends FieldDeclaration> = F extends { kind: 'boolean' } ? number : F extends { kind: 'tags' | 'json' } ? string : ValueOf<F>;

type FieldsOf<D extends ResourceDeclaration> = D['fields'];

/** Virtual fields are derived or kept in related rows: they have no column. */
type StoredNames<D extends ResourceDeclaration> = {
  [Name in keyof FieldsOf<D>]: FieldsOf<D>[Name] extends { virtual: true } ? never : Name;
}[keyof FieldsOf<D>];

/** The table of a declared resource: its generated key and a column per stored field, null unless required. */
export type TableOf<D extends ResourceDeclaration> = {
  [Name in D['key'] | StoredNames<D>]: Name extends D['key']
    ? Generated<number>
    : FieldsOf<D>[Name] extends { required: true }
      ? ColumnValueOf<FieldsOf<D>[Name]>
      : ColumnValueOf<FieldsOf<D>[Name]> | null;
};

/** Every declared resource's table, by table name. */
export type DeclaredTables = { [D in DeclaredResource as D['table']]: TableOf<D> };

/** Tables the server owns beyond the declared resources. */
export type AuthSessionTable = {
  id: string;
  user_id: number;
  token_hash: string;
  /** The hash this one replaced: its repeat within the grace window gets the same answer. */
  previous_hash: string | null;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

/** A request counter of @fastify/rate-limit: its hits in the window that ends at `window_ends`. */
export type RateLimitTable = {
  key: string;
  hits: number;
  window_ends: string;
};

export type AppSecretTable = {
  name: string;
  value: string;
};

/** One user's copy of a notification: each user has their own row and seen state. */
export type NotificationTable = {
  id: Generated<number>;
  user_id: number;
  type: string;
  message: string;
  date: string;
  marketplace: number;
  resource_id: string;
  /** 0 or 1, as booleans are stored on both dialects. */
  seen: number;
  /** JSON text of an object. */
  data: string;
};

/** A notification that must exist once whoever creates it and however often: its key, stored with its rows. */
export type NotificationKeyTable = {
  key: string;
  created_at: string;
};

/** A background task (DESIGN.md section 8); also the declared resource `tareas`, read by the generic routes. */
export type TaskTable = Omit<TaskRecord, 'id' | 'type' | 'status'> & {
  id: Generated<number>;
  type: number;
  status: number;
};

/** One unit of a task's work; `payload` and `result` are JSON text. */
export type TaskItemTable = {
  id: Generated<number>;
  task_id: number;
  position: number;
  payload: string;
  status: string;
  result: string | null;
  error: string | null;
  attempts: number;
  idempotency_key: string;
  /** When a `retrying` item may run again (ISO-8601 UTC). */
  run_after: string | null;
  /** Since when the item's runs keep failing transiently (ISO-8601 UTC); null once it is settled or never failed. */
  waiting_since: string | null;
  /** The worker holding a `running` item, and until when its claim holds without renewal. */
  locked_by: string | null;
  locked_until: string | null;
  updated_at: string;
};

/** A chunked upload in progress; its bytes are in DATA_DIR/uploads/sessions/<id>/. */
export type UploadSessionTable = {
  id: string;
  user_id: number;
  name: string;
  mime_type: string;
  size: number;
  chunk_size: number;
  /** JSON text of the extra start fields. */
  extra: string;
  created_at: string;
  updated_at: string;
};

/** One received chunk: the byte range [start_offset, start_offset + size) of its session. */
export type UploadChunkTable = {
  session_id: string;
  start_offset: number;
  size: number;
};

/** A stored upload; `id` is random and unguessable, as it is public in the media URLs. */
export type UploadedFileTable = {
  id: string;
  user_id: number;
  name: string;
  size: number;
  mime_type: string;
  extension: string;
  width: number;
  height: number;
  created_at: string;
};

/** A connected MercadoLibre seller; tokens are AES-256-GCM ciphertext (server/marketplaces/mercadolibre/tokenCipher.ts). */
export type MercadoLibreAccountTable = {
  id: Generated<number>;
  user_id: number;
  nickname: string;
  site_id: string;
  /** 0 or 1. */
  active: number;
  status: string;
  status_reason: string | null;
  access_token: string;
  refresh_token: string;
  expires_at: string;
  last_refresh_at: string | null;
  created_at: string;
  updated_at: string;
};

/** An OAuth `state` handed out by `authorization_url`, accepted once within its lifetime. */
export type MercadoLibreOauthStateTable = {
  state: string;
  user_id: number;
  created_at: string;
};

/** One event of a publication's history (server/marketplaces/mercadolibre/publicationEvents.ts). */
export type PublicationEventTable = {
  id: Generated<number>;
  publication_id: number;
  at: string;
  kind: string;
  status_after: string;
  message: string | null;
  source: string;
  task_id: number | null;
};

/**
 * A MercadoLibre notification kept until processed (server/marketplaces/mercadolibre/inbox/): `pending`
 * (claimed while `locked_until` is in the future), `done` or `failed`.
 */
export type MercadoLibreInboxTable = {
  id: Generated<number>;
  user_id: number;
  topic: string;
  resource: string;
  /** MercadoLibre's `_id` (the same on every redelivery), or what identifies a synced change. */
  notification_id: string;
  status: string;
  attempts: number;
  run_after: string;
  locked_by: string | null;
  locked_until: string | null;
  received_at: string;
  processed_at: string | null;
  error: string | null;
};

/** Where the last sync of an account's changes (`kind`: orders…) stopped. */
export type MercadoLibreSyncCursorTable = {
  account_id: number;
  kind: string;
  cursor: string;
  updated_at: string;
};

/** A declared resource's row: columns come from its declaration, values are plain JSON-able data. */
export type ResourceRow = Record<string, unknown> & { id?: Generated<number> };

/**
 * The declared tables (typed from their declarations) and the server's own. The string index is
 * for the generic code, which names a declared table at run time and reads plain rows.
 */
export interface Tables extends DeclaredTables {
  auth_sessions: AuthSessionTable;
  app_secrets: AppSecretTable;
  rate_limits: RateLimitTable;
  notifications: NotificationTable;
  notification_keys: NotificationKeyTable;
  tasks: TaskTable;
  task_items: TaskItemTable;
  upload_sessions: UploadSessionTable;
  upload_chunks: UploadChunkTable;
  uploaded_files: UploadedFileTable;
  mercadolibre_accounts: MercadoLibreAccountTable;
  mercadolibre_oauth_states: MercadoLibreOauthStateTable;
  publication_events: PublicationEventTable;
  mercadolibre_inbox: MercadoLibreInboxTable;
  mercadolibre_sync_cursors: MercadoLibreSyncCursorTable;
  [table: string]: Record<string, unknown>;
}
