import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import type { Tables } from '../db/tables';

/**
 * Creates `task_items` and its indexes (idempotent). Runs after the declared resources, so the
 * `tasks` table it references exists.
 */
export async function createTaskItemsTable(db: Kysely<Tables>, dialect: DialectName) {
  let table = db.schema.createTable('task_items').ifNotExists();
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  await table
    .addColumn('task_id', 'integer', (column) => column.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('run_after', 'text')
    .addColumn('waiting_since', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Databases made before the retry window lack its column.
  const [stored] = (await db.introspection.getTables()).filter((found) => found.name === 'task_items');
  if (!stored.columns.some((column) => column.name === 'waiting_since')) await db.schema.alterTable('task_items').addColumn('waiting_since', 'text').execute();
  // Claims read a task's due items in order; the detail pages by status; recovery finds stale claims.
  const indexes: [string, string[], boolean][] = [
    ['ux_task_items_idempotency_key', ['idempotency_key'], true],
    ['ix_task_items_task_status_position', ['task_id', 'status', 'position'], false],
    ['ix_task_items_task_position', ['task_id', 'position'], false],
    ['ix_task_items_status_locked_until', ['status', 'locked_until'], false],
    ['ix_task_items_locked_by', ['locked_by'], false],
  ];
  for (const [name, columns, unique] of indexes) {
    let index = db.schema.createIndex(name).ifNotExists().on('task_items').columns(columns);
    if (unique) index = index.unique();
    await index.execute();
  }
}
