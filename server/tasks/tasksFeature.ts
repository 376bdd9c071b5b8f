import type { ServerFeature } from '../serverFeature';
import { taskItemsTable } from './taskItemsTable';
import { registerTaskRoutes } from './taskRoutes';

/** Background tasks' items and the calls that follow, pause, resume or retry them. */
export const tasksFeature: ServerFeature = {
  name: 'tasks',
  tables: [taskItemsTable],
  register: registerTaskRoutes,
};
