import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { HooksFactory } from './crud/hooks';
import type { FeatureSchema } from './db/migrate';
import type { TableDeclaration } from './db/tableDeclaration';
import type { ViewPart } from './db/viewParts';

/** A loop this process runs in the background; stopping it lets the work in hand finish. */
export interface RunningLoop {
  stop(): Promise<void>;
}

/** What a feature registered on one app can run in the background, once the process serves. */
export interface RegisteredFeature {
  /** Started after the task worker; closing the app stops what it answers. */
  startLoops?(): Promise<RunningLoop>;
}

/** How the process started, as the features started beside it learn once it listens. */
export interface ListeningStart {
  /** Whether this start seeded the demo data (a first start on an empty database). */
  demoSeeded: boolean;
  /** The built app's context, for what a feature seeds on a companion once it is reachable. */
  context: AppContext;
}

/** What a feature started beside this process before the app was built (a companion process). */
export interface FeatureStart {
  /** The configuration the app is built with, adjusted to what was started (its real port, its URL). */
  config: Config;
  /** Once the app listens on `port`, in the background: the server serves meanwhile, and a failure is only logged. */
  afterListen?(app: FastifyInstance, port: number, start: ListeningStart): Promise<void>;
  /** On shutdown, once the app closed. */
  stop?(): Promise<void>;
}

/**
 * One server feature as the plumbing sees it. Building the app, migrating, registering task
 * handlers and starting or stopping loops walk the one list of these, so a new feature is its own
 * folder plus a line in that list, and the plumbing never imports it.
 */
export interface ServerFeature {
  name: string;
  /** Its own tables and indexes, created after the declared resources' tables. */
  tables?: readonly TableDeclaration[];
  /** Its rows of views that several features share (a declared `view` resource), made after every table. */
  viewParts?: readonly ViewPart[];
  /** What it changes in how generic resources store their records, by resource name. */
  resourceHooks?: Record<string, HooksFactory>;
  /**
   * Its routes and task handlers, once per app while it is built: a worker started later finds every
   * handler, so tasks left by a previous process resume.
   */
  register?(app: FastifyInstance, context: AppContext): void | RegisteredFeature | Promise<void | RegisteredFeature>;
  /** On a real start only, before the app is built: starts what must run beside this process. */
  beforeBuild?(config: Config): Promise<FeatureStart>;
  /** What every start makes sure exists (the first administrator); answers lines for the start-up banner. */
  seedStart?(context: AppContext): Promise<string[]>;
  /** Its demo data on a start that allows it (DEMO_DATA) into a database without any; answers whether it seeded. */
  seedDemo?(context: AppContext): Promise<boolean>;
}

/** The features' own tables and view parts, in the order of the list. */
export const featureSchema = (features: readonly ServerFeature[]): FeatureSchema => ({
  tables: features.flatMap((feature) => feature.tables ?? []),
  viewParts: features.flatMap((feature) => feature.viewParts ?? []),
});
