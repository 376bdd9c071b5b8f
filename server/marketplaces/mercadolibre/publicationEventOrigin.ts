import { AsyncLocalStorage } from 'node:async_hooks';
import type { PublicationEventSource } from '../../../resources/mercadolibre/contract';

export interface EventOrigin {
  source: PublicationEventSource;
  taskId: number | null;
}

// The task runner is far from the repository: the origin travels with the async call instead of through every signature.
const storage = new AsyncLocalStorage<EventOrigin>();

export const runAsTask = <T>(taskId: number, work: () => Promise<T>): Promise<T> => storage.run({ source: 'task', taskId }, work);

/** Who is changing publications right now: a task item, else a user's request. */
export const currentOrigin = (): EventOrigin => storage.getStore() ?? { source: 'user', taskId: null };
