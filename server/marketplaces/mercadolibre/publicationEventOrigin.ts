import type { PublicationEventSource } from '../../../resources/mercadolibre/contract';
import { RunStorage } from '../shared/runStorage';

export interface EventOrigin {
  source: PublicationEventSource;
  taskId: number | null;
}

// The task runner is far from the repository: the origin travels with the async call instead of through every signature.
const storage = new RunStorage<EventOrigin>();

export const runAsTask = <T>(taskId: number, work: () => Promise<T>): Promise<T> => storage.run({ source: 'task', taskId }, work);

/** Who is changing publications right now: a task item, else a user's request. */
export const currentOrigin = (): EventOrigin => storage.current() ?? { source: 'user', taskId: null };
