import type { MessageDetail } from './messageDetail';
import { declare } from './types';

/** Task type codes, fixed by the API contract; labels live in the i18n catalogues (`app.tasks.types.<code>`). */
export const taskTypes = {
  syncOrders: 1,
  validatePublications: 2,
  publish: 3,
  syncStock: 4,
  /** A second code with the same label as 2; both codes are part of the contract. */
  validatePublicationsAgain: 5,
  pausePublications: 6,
  reactivatePublications: 7,
  deleteMarketplacePublications: 8,
  deletePlatformPublications: 9,
  syncPublications: 10,
  /** Amazon: catalogue products put as listings, one item per product. */
  publishAmazonListings: 11,
  /** Amazon: the inventory's units and price of many listings, in one feed per item. */
  updateAmazonOffers: 12,
} as const;
export type TaskType = (typeof taskTypes)[keyof typeof taskTypes];

/** Task status codes, as stored and as the API and the websocket send them. */
export const taskStatus = {
  queued: 1,
  inProcess: 2,
  finished: 3,
  notFinished: 4,
  retrying: 5,
  finishedWithErrors: 6,
} as const;
export type TaskStatus = (typeof taskStatus)[keyof typeof taskStatus];

/** Statuses after which nothing runs until someone retries the failed items. */
export const finalTaskStatuses: readonly number[] = [taskStatus.finished, taskStatus.notFinished, taskStatus.finishedWithErrors];

/** Statuses of a task still to run or running: the home page counts them and opens the tasks list filtered by them. */
export const runningTaskStatuses: readonly TaskStatus[] = [taskStatus.queued, taskStatus.inProcess, taskStatus.retrying];

/** Statuses of a task that ended with failures: the home page counts them and opens the tasks list filtered by them. */
export const failedTaskStatuses: readonly TaskStatus[] = [taskStatus.notFinished, taskStatus.finishedWithErrors];

/** The outcome an ended task shows, by final status. */
export const taskOutcomes: Readonly<Record<number, 'success' | 'with_errors' | 'not_completed'>> = {
  [taskStatus.finished]: 'success',
  [taskStatus.finishedWithErrors]: 'with_errors',
  [taskStatus.notFinished]: 'not_completed',
};

/** One unit of a task's work; `running` means claimed by a worker right now. */
export const taskItemStatuses = ['pending', 'running', 'retrying', 'done', 'failed'] as const;
export type TaskItemStatus = (typeof taskItemStatuses)[number];

/** A task's item on the wire (`GET api/tasks/{id}/items`). */
export interface TaskItemRecord {
  id: number;
  task_id: number;
  position: number;
  payload: unknown;
  status: TaskItemStatus;
  /** What was done, e.g. the marketplace's id of the created publication. */
  result: unknown;
  /** Why it failed (the marketplace's reason), or the last transient error while retrying. */
  error: string | null;
  /** The same reason as a sentence each language words (`resources/messageDetail.ts`); null when it has none. */
  error_detail: MessageDetail | null;
  attempts: number;
  idempotency_key: string;
  /** Since when its runs keep failing transiently (the marketplace is down or slow); null otherwise. */
  waiting_since: string | null;
  updated_at: string;
}

const codes = <Code extends number>(values: Readonly<Record<string, Code>>): Code[] => Object.values(values);

/** Tasks are written only by the task engine; clients list, read and retry them. */
export const tasks = declare({
  name: 'tareas',
  table: 'tasks',
  path: 'api/tasks/',
  key: 'id',
  readOnly: true,
  fields: {
    type: { kind: 'enum', values: codes(taskTypes), required: true, filterable: true, sortable: true },
    status: { kind: 'enum', values: codes(taskStatus), required: true, filterable: true, sortable: true },
    account_id: { kind: 'integer', filterable: true },
    marketplace: { kind: 'integer', filterable: true },
    created_by: { kind: 'integer', required: true, filterable: true },
    total: { kind: 'integer', required: true },
    done: { kind: 'integer', required: true },
    failed: { kind: 'integer', required: true },
    created_at: { kind: 'datetime', required: true, readOnly: true, sortable: true },
    started_at: { kind: 'datetime', readOnly: true },
    finished_at: { kind: 'datetime', readOnly: true, sortable: true },
    updated_at: { kind: 'datetime', required: true, readOnly: true },
    last_error: { kind: 'text' },
    /** `last_error` as a sentence each language words; null on tasks stored before it and for errors without one. */
    last_error_detail: { kind: 'json', readOnly: true },
    attempt: { kind: 'integer', required: true },
    /** Null on tasks stored before the column existed. */
    waiting: { kind: 'integer' },
  },
  list: ['id', 'type', 'status', 'done', 'created_at', 'finished_at'],
  search: [],
  filters: {
    /** Tasks that ended at or after an instant: the home page's failed tasks of the last hours. */
    finished_since: { kind: 'since', field: 'finished_at' },
  },
  sort: { field: 'id', order: 'DESC' },
  title: 'id',
});

/** Bounds of the task API. */
export const taskLimits = { maxItems: 20_000, maxItemPageSize: 500 } as const;

/** A task on the wire (`GET api/tasks/`, `GET api/tasks/{id}`, and the answer of a bulk route). */
export interface TaskRecord {
  id: number;
  type: TaskType;
  status: TaskStatus;
  account_id: number | null;
  marketplace: number | null;
  created_by: number;
  total: number;
  /** Items finished successfully. */
  done: number;
  /** Items that failed for good (their reasons are in the items). */
  failed: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
  last_error: string | null;
  last_error_detail: MessageDetail | null;
  attempt: number;
  /** Open items waiting for a retry after a transient failure of the marketplace (429, 5xx, no answer). */
  waiting: number;
}
