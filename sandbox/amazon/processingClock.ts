import type { FastifyRequest } from 'fastify';
import type { FeedStatus } from './types';

/** Work done later on the sandbox's clock (a feed or a report in processing); a reset or a stop clears `timers` and drops it. */
export function laterOn(timers: Set<NodeJS.Timeout>) {
  return (ms: number, work: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
}

/** A feed or a report: what its processing clock reads and moves. */
interface Processed {
  createdTime: string;
  processingStatus: FeedStatus;
  processingStartTime?: string;
}

export const stillProcessing = (item: Processed) => item.processingStatus === 'IN_QUEUE' || item.processingStatus === 'IN_PROGRESS';

/**
 * Moves a feed or a report IN_QUEUE → IN_PROGRESS → `finish`, timed from its creation: half of
 * `processingMs` queued, half in progress. Timed from the creation, a restored one that was still
 * processing when the sandbox stopped goes on where its clock stands, as Amazon's would have.
 */
export function processOnClock<Item extends Processed>(
  later: ReturnType<typeof laterOn>,
  processingMs: number,
  item: Item,
  finish: (item: Item) => void,
): void {
  const elapsed = Date.now() - Date.parse(item.createdTime);
  const half = processingMs / 2;
  later(Math.max(0, half - elapsed), () => {
    if (item.processingStatus === 'IN_QUEUE') Object.assign(item, { processingStatus: 'IN_PROGRESS', processingStartTime: new Date().toISOString() });
  });
  later(Math.max(0, 2 * half - elapsed), () => {
    if (stillProcessing(item)) finish(item);
  });
}

/** Where a document is up- or downloaded, like S3's pre-signed URLs: no SP-API token needed. */
export const documentUrl = (request: FastifyRequest, prefix: string, id: string) => `${request.protocol}://${request.host}${prefix}/_documents/${id}`;
