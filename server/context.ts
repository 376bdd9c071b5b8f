import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { SessionStore } from './auth/sessions';
import type { Notify } from './notifications/notify';
import type { RealtimeHub } from './realtime/realtimeHub';
import type { TaskEngine } from './tasks/taskEngine';

/** What every feature of the server is built with. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  sessions: SessionStore;
  tokenSecret: string;
  version: string;
  startedAt: number;
  /** The sockets of `/ws/notifications`: `hub.publish(userIds | 'all', message)`, `hub.publishTaskProgress(…)`. */
  hub: RealtimeHub;
  /** The one way to create a notification: stored per recipient, then sent to their sockets. */
  notify: Notify;
  /** Background tasks: `tasks.registerHandler(type, handler)`, `tasks.create({ type, items, createdBy… })`. */
  tasks: TaskEngine;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the auth guard on protected routes. */
    user?: { id: number; sessionId: string };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields whose empty value gets the "cannot be empty" message rather than "invalid". */
    requiredFields?: ReadonlySet<string>;
  }
}
