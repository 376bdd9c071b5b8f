import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { FeatureStart, ListeningStart, ServerFeature } from './serverFeature';

/** What the features started beside this process, seen as one. */
export interface FeaturesBeside {
  /** The configuration every feature adjusted, in the order of the list. */
  config: Config;
  /** Tells each feature the app listens; each runs in the background and a failure is logged. */
  afterListen(app: FastifyInstance, port: number, start: ListeningStart): void;
  /** Stops what was started, last started first. */
  stop(): Promise<void>;
}

/** Runs every feature's `beforeBuild` in the order of the list, each seeing the configuration the earlier ones adjusted. */
export async function startFeaturesBeside(features: readonly ServerFeature[], config: Config): Promise<FeaturesBeside> {
  const started: { name: string; beside: FeatureStart }[] = [];
  let adjusted = config;
  for (const feature of features) {
    if (!feature.beforeBuild) continue;
    const beside = await feature.beforeBuild(adjusted);
    adjusted = beside.config;
    started.push({ name: feature.name, beside });
  }
  return {
    config: adjusted,
    afterListen(app, port, start) {
      for (const { name, beside } of started) {
        beside.afterListen?.(app, port, start).catch((error: unknown) => app.log.error({ err: error, feature: name }, `${name}: could not finish starting`));
      }
    },
    async stop() {
      for (const { beside } of [...started].reverse()) await beside.stop?.();
    },
  };
}
