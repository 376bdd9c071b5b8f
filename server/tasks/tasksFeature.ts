import type { ServerFeature } from '../serverFeature';
import { createTaskItemsTable } from './taskItemsTable';
import { registerTaskRoutes } from './taskRoutes';

/** Background tasks' items and the calls that follow, pause, resume or retry them. */
export const tasksFeature: ServerFeature = {
  name: 'tasks',
  createTables: createTaskItemsTable,
  register: registerTaskRoutes,
};
