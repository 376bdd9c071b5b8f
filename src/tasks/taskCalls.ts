import type { DataProvider } from 'react-admin';
import type { TaskItemRecord, TaskItemStatus, TaskRecord } from '../../resources/tasks';
import type { HttpClient } from '../providers/httpClient';

export interface TaskItemsQuery {
  readonly page: number;
  readonly size: number;
  readonly status?: TaskItemStatus;
}

export interface TaskItemsPage {
  readonly data: TaskItemRecord[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** The named dataProvider methods of the task calls beyond the generic list and get. */
export interface TaskCalls {
  getTaskItems(taskId: number, query: TaskItemsQuery): Promise<TaskItemsPage>;
  /** Re-queues the failed items of a task; answers the task. */
  retryTask(taskId: number): Promise<TaskRecord>;
}

const base = '/api/tasks/';

export const createTaskCalls = (http: HttpClient): TaskCalls => ({
  async getTaskItems(taskId, { page, size, status }) {
    const params = new URLSearchParams({ page: String(page), size: String(size), ...(status ? { status } : {}) });
    return (await http.request<TaskItemsPage>(`${base}${taskId}/items?${params}`)).json;
  },
  async retryTask(taskId) {
    return (await http.request<TaskRecord>(`${base}${taskId}/retry`, { method: 'POST' })).json;
  },
});

/** The data provider as the task screens use it. */
export type TaskDataProvider = DataProvider & TaskCalls;
