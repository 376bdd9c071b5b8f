import type { RowOf, TableDeclaration } from '../../../db/tableDeclaration';

/**
 * A MercadoLibre notification kept until processed: `pending` (claimed while `locked_until` is in
 * the future), `done` or `failed`.
 */
const inboxTable = {
  table: 'mercadolibre_inbox',
  generatedKey: 'id',
  columns: {
    user_id: { type: 'bigint', notNull: true },
    topic: { type: 'text', notNull: true },
    resource: { type: 'text', notNull: true },
    /** MercadoLibre's `_id` (the same on every redelivery), or what identifies a synced change. */
    notification_id: { type: 'text', notNull: true },
    status: { type: 'text', notNull: true },
    attempts: { type: 'integer', notNull: true, defaultTo: 0 },
    run_after: { type: 'text', notNull: true },
    locked_by: { type: 'text' },
    locked_until: { type: 'text' },
    received_at: { type: 'text', notNull: true },
    processed_at: { type: 'text' },
    error: { type: 'text' },
  },
  // MercadoLibre redelivers until it is acknowledged and duplicates are normal: one row per notification.
  uniqueConstraints: [{ name: 'uq_mercadolibre_inbox_notification', columns: ['topic', 'resource', 'notification_id'] }],
  indexes: [
    // Claims walk the pending rows oldest first and stop after a few groups, never sorting the whole backlog.
    { name: 'ix_mercadolibre_inbox_pending', columns: ['status', 'id'] },
    { name: 'ix_mercadolibre_inbox_resource', columns: ['user_id', 'topic', 'resource', 'status'] },
    // The rows in hand (a handful) that every claim passes over, read without visiting the whole backlog.
    { name: 'ix_mercadolibre_inbox_held', columns: ['status', 'locked_until'] },
  ],
} as const satisfies TableDeclaration;

/** Where the last sync of an account's changes (`kind`: orders…) stopped. */
const syncCursorsTable = {
  table: 'mercadolibre_sync_cursors',
  columns: {
    account_id: { type: 'integer', notNull: true },
    kind: { type: 'text', notNull: true },
    cursor: { type: 'text', notNull: true },
    updated_at: { type: 'text', notNull: true },
  },
  primaryKey: { name: 'pk_mercadolibre_sync_cursors', columns: ['account_id', 'kind'] },
} as const satisfies TableDeclaration;

/** The webhook inbox and the per-account sync cursors. */
export const inboxTables: readonly TableDeclaration[] = [inboxTable, syncCursorsTable];

declare module '../../../db/tables' {
  interface Tables {
    mercadolibre_inbox: RowOf<typeof inboxTable>;
    mercadolibre_sync_cursors: RowOf<typeof syncCursorsTable>;
  }
}
