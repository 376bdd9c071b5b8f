import type { RowOf, TableDeclaration } from '../db/tableDeclaration';

/**
 * One unit of a task's work; `payload` and `result` are JSON text. Created after the declared
 * resources, so the `tasks` table it references exists.
 */
export const taskItemsTable = {
  table: 'task_items',
  generatedKey: 'id',
  columns: {
    task_id: { type: 'integer', notNull: true, references: { column: 'tasks.id', onDelete: 'cascade' } },
    position: { type: 'integer', notNull: true },
    payload: { type: 'text', notNull: true },
    status: { type: 'text', notNull: true },
    result: { type: 'text' },
    error: { type: 'text' },
    /** The error as a sentence each language words (`MessageDetail` as JSON text); null when it has none. */
    error_detail: { type: 'text' },
    attempts: { type: 'integer', notNull: true, defaultTo: 0 },
    idempotency_key: { type: 'text', notNull: true },
    /** When a `retrying` item may run again (ISO-8601 UTC). */
    run_after: { type: 'text' },
    /** Since when the item's runs keep failing transiently (ISO-8601 UTC); null once it is settled or never failed. */
    waiting_since: { type: 'text' },
    /** The worker holding a `running` item, and until when its claim holds without renewal. */
    locked_by: { type: 'text' },
    locked_until: { type: 'text' },
    updated_at: { type: 'text', notNull: true },
  },
  // Claims read a task's due items in order; the detail pages by status; recovery finds stale claims.
  indexes: [
    { name: 'ux_task_items_idempotency_key', columns: ['idempotency_key'], unique: true },
    { name: 'ix_task_items_task_status_position', columns: ['task_id', 'status', 'position'] },
    { name: 'ix_task_items_task_position', columns: ['task_id', 'position'] },
    { name: 'ix_task_items_status_locked_until', columns: ['status', 'locked_until'] },
    { name: 'ix_task_items_locked_by', columns: ['locked_by'] },
  ],
} as const satisfies TableDeclaration;

export type TaskItemTable = RowOf<typeof taskItemsTable>;

declare module '../db/tables' {
  interface Tables {
    task_items: TaskItemTable;
  }
}
