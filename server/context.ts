import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { SessionStore } from './auth/sessions';

/** What every feature of the server is built with. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  sessions: SessionStore;
  tokenSecret: string;
  version: string;
  startedAt: number;
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
