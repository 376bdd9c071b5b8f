import type { TaskProgressMessage } from '../../resources/notifications';

type TaskProgressListener = (message: TaskProgressMessage) => void;

const listeners = new Set<TaskProgressListener>();

/** Task progress from the notifications socket, for whoever shows tasks (the future /tareas screen). */
export const taskProgressChannel = {
  publish(message: TaskProgressMessage): void {
    for (const listener of listeners) listener(message);
  },
  subscribe(listener: TaskProgressListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
