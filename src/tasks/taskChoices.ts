import { taskStatus, taskTypes } from '../../resources/tasks';

/** Choices of the type and status filters; react-admin translates the names. */
export const taskTypeChoices = Object.values(taskTypes).map((code) => ({ id: code, name: `app.tasks.types.${code}` }));
export const taskStatusChoices = Object.values(taskStatus).map((code) => ({ id: code, name: `app.tasks.statuses.${code}` }));
