import type { FastifyRequest } from 'fastify';

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

/** Where a document is up- or downloaded, like S3's pre-signed URLs: no SP-API token needed. */
export const documentUrl = (request: FastifyRequest, prefix: string, id: string) => `${request.protocol}://${request.host}${prefix}/_documents/${id}`;
