import type { TableDeclaration } from '../db/tableDeclaration';

/** `task_items`, created after the declared resources, so the `tasks` table it references exists. */
export const taskItemsTable: TableDeclaration = {
  table: 'task_items',
  generatedKey: 'id',
  columns: {
    task_id: { type: 'integer', notNull: true, references: { column: 'tasks.id', onDelete: 'cascade' } },
    position: { type: 'integer', notNull: true },
    payload: { type: 'text', notNull: true },
    status: { type: 'text', notNull: true },
    result: { type: 'text' },
    error: { type: 'text' },
    attempts: { type: 'integer', notNull: true, defaultTo: 0 },
    idempotency_key: { type: 'text', notNull: true },
    run_after: { type: 'text' },
    waiting_since: { type: 'text' },
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
};
