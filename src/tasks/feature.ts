import type { Feature } from '../app/feature';
import { tasksMessagesEs } from './i18n/tasksMessagesEs';
import { tasks } from '.';
import { createTaskCalls } from './taskCalls';

export const tasksFeature: Feature = {
  id: 'tasks',
  entries: [{ id: 'tareas', section: 'general', label: 'app.menu.tasks', icon: tasks.icon, to: '/tareas', resource: tasks }],
  calls: createTaskCalls,
  messages: { es: tasksMessagesEs, en: () => import('./i18n/tasksMessagesEn').then((module) => module.tasksMessagesEn) },
};
