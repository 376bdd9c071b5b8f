import type { Feature } from '../app/feature';
import { tasks } from '.';
import { createTaskCalls } from './taskCalls';

export const tasksFeature: Feature = {
  id: 'tasks',
  entries: [{ id: 'tareas', section: 'general', label: 'app.menu.tasks', icon: tasks.icon, to: '/tareas', resource: tasks }],
  calls: createTaskCalls,
};
