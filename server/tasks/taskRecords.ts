import type { Selectable } from 'kysely';
import { type MessageDetail, messageDetailOf, storedMessageDetail } from '../../resources/messageDetail';
import { taskStatus, type TaskItemRecord, type TaskItemStatus, type TaskRecord, type TaskStatus, type TaskType } from '../../resources/tasks';
import type { Tables } from '../db/tables';
import type { TaskItemTable } from './taskItemsTable';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export const toTaskRecord = (row: Selectable<Tables['tasks']>): TaskRecord => ({
  id: Number(row.id),
  type: Number(row.type) as TaskType,
  status: Number(row.status) as TaskStatus,
  account_id: row.account_id === null ? null : Number(row.account_id),
  marketplace: row.marketplace === null ? null : Number(row.marketplace),
  created_by: Number(row.created_by),
  total: Number(row.total),
  done: Number(row.done),
  failed: Number(row.failed),
  created_at: row.created_at,
  started_at: row.started_at,
  finished_at: row.finished_at,
  updated_at: row.updated_at,
  last_error: row.last_error,
  last_error_detail: storedMessageDetail(row.last_error_detail),
  attempt: Number(row.attempt),
  // Tasks stored before this column existed read as not waiting.
  waiting: Number(row.waiting ?? 0),
});

export const toTaskItemRecord = (row: Selectable<TaskItemTable>): TaskItemRecord => ({
  id: Number(row.id),
  task_id: Number(row.task_id),
  position: Number(row.position),
  payload: parsed(row.payload),
  status: row.status as TaskItemStatus,
  result: parsed(row.result),
  error: row.error,
  error_detail: storedMessageDetail(row.error_detail),
  attempts: Number(row.attempts),
  idempotency_key: row.idempotency_key,
  waiting_since: row.waiting_since,
  updated_at: row.updated_at,
});

/** Items of a task not yet settled, by status. */
export interface OpenItemCounts {
  pending: number;
  running: number;
  retrying: number;
}

/**
 * A task's status from its items: in process while any can run now, retrying while the only ones
 * left wait for a retry, then finished (3), finished with errors (6) or not finished (4, nothing done).
 */
export function taskStatusOf(open: OpenItemCounts, done: number, failed: number): TaskStatus {
  if (open.pending + open.running > 0) return taskStatus.inProcess;
  if (open.retrying > 0) return taskStatus.retrying;
  if (failed === 0) return taskStatus.finished;
  return done === 0 ? taskStatus.notFinished : taskStatus.finishedWithErrors;
}

/** The stored form of the idempotency key handlers receive. */
export const idempotencyKeyOf = (taskId: number, position: number) => `task-${taskId}-item-${position}`;

/** Why an item failed: the error's text (Spanish), and the same as a sentence each language words when the error carries one. */
export interface ItemReason {
  text: string;
  detail: MessageDetail | null;
}

/** A marketplace's reason can be long (HTML error pages); the detail shows the start. */
const shortened = (text: string) => text.slice(0, 2_000);

/**
 * An error as an item's reason. An error that knows its sentence holds it as `detail` (an `ApiError`
 * worded where it is thrown, a marketplace's error class); its values are shortened as the text is.
 */
export function reasonOf(error: unknown): ItemReason {
  const text = shortened(error instanceof Error ? error.message : String(error));
  const detail = typeof error === 'object' && error !== null ? messageDetailOf((error as { detail?: unknown }).detail) : undefined;
  if (!detail) return { text, detail: null };
  const params = Object.fromEntries(Object.entries(detail.params).map(([name, value]) => [name, typeof value === 'string' ? shortened(value) : value]));
  return { text, detail: { key: detail.key, params } };
}
