import { listLimits } from '../../resources';
import { taskItemStatuses, taskLimits } from '../../resources/tasks';
import { errorResponsesFor } from '../http/routeSchemas';

export const taskErrorResponses = errorResponsesFor(400, 401, 404, 409);

export interface TaskItemsQuery {
  status?: (typeof taskItemStatuses)[number];
  page: number;
  size: number;
}

export const taskItemsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { enum: [...taskItemStatuses] },
    page: { type: 'integer', minimum: 1, default: listLimits.defaultPage },
    size: { type: 'integer', minimum: 1, maximum: taskLimits.maxItemPageSize, default: listLimits.defaultSize },
  },
} as const;

const taskItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    task_id: { type: 'integer' },
    position: { type: 'integer' },
    payload: {},
    status: { type: 'string' },
    result: {},
    error: { type: ['string', 'null'] },
    /** `error` as a sentence each language words: `{ key, params }`, or null. */
    error_detail: {},
    attempts: { type: 'integer' },
    idempotency_key: { type: 'string' },
    waiting_since: { type: ['string', 'null'] },
    updated_at: { type: 'string' },
  },
};

export const taskItemsPage = {
  type: 'object',
  properties: { data: { type: 'array', items: taskItemSchema }, total: { type: 'integer' }, page: { type: 'integer' }, size: { type: 'integer' } },
};
