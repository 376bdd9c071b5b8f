import { taskStatus, taskTypes, type TaskItemRecord } from '../../../resources/tasks';

/** A publishing task that ended with one item done and one failed. */
export const task = {
  id: 7,
  type: taskTypes.publish,
  status: taskStatus.finishedWithErrors,
  account_id: 1,
  marketplace: 0,
  created_by: 1,
  total: 2,
  done: 1,
  failed: 1,
  created_at: '2025-03-01T10:00:00Z',
  started_at: '2025-03-01T10:00:01Z',
  finished_at: '2025-03-01T10:00:09Z',
  updated_at: '2025-03-01T10:00:09Z',
  last_error: 'Categoría inexistente',
  attempt: 1,
};

/** An item of that task at its position, done with no result unless `fields` say otherwise. */
export const item = (position: number, fields: Partial<TaskItemRecord>): TaskItemRecord => ({
  id: position + 100,
  task_id: 7,
  position,
  payload: {},
  status: 'done',
  result: null,
  error: null,
  error_detail: null,
  attempts: 1,
  idempotency_key: `task-7-item-${position}`,
  waiting_since: null,
  updated_at: '2025-03-01T10:00:09Z',
  ...fields,
});
