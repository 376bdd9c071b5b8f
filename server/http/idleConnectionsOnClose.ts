import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have just become idle. */
const sweepMs = 50;

/**
 * Lets `close()` end as soon as the requests in flight are answered. The server closes the
 * connections idle when it starts closing, but a request still running then leaves its keep-alive
 * connection open after the answer, and `close()` would wait for the client or the keep-alive
 * timeout (over a minute). While closing, idle connections are closed as they appear; a request in
 * flight still gets its answer.
 */
export function closeIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), sweepMs);
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}
