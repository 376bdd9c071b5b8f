import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { HooksFactory } from './crud/hooks';
import type { CreateTables } from './db/migrate';

/** A loop this process runs in the background; stopping it lets the work in hand finish. */
export interface RunningLoop {
  stop(): Promise<void>;
}

/**
 * One server feature as the plumbing sees it. Building the app, migrating, registering task
 * handlers and starting or stopping loops walk the one list of these, so a new feature is its own
 * folder plus a line in that list, and the plumbing never imports it.
 */
export interface ServerFeature {
  name: string;
  /** Its own tables and indexes, created after the declared resources' tables. */
  createTables?: CreateTables;
  /** What it changes in how generic resources store their records, by resource name. */
  resourceHooks?: Record<string, HooksFactory>;
  /**
   * Its routes and task handlers, once per app while it is built: a worker started later finds every
   * handler, so tasks left by a previous process resume.
   */
  register?(app: FastifyInstance, context: AppContext): void | Promise<void>;
  /** Its background loops, started once the process serves (after the task worker); closing the app stops them. */
  startLoops?(app: FastifyInstance, context: AppContext): Promise<RunningLoop>;
}
