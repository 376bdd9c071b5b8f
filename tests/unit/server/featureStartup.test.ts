import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { startFeaturesBeside } from '../../../server/featureStartup';
import type { AppContext } from '../../../server/context';
import type { ServerFeature } from '../../../server/serverFeature';

describe('startFeaturesBeside', () => {
  it('runs each feature before the app is built with the configuration the earlier ones adjusted, tells them the port, and stops them last first', async () => {
    const events: string[] = [];
    const logged: { feature: string; msg: string }[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
    const companion = (name: string, port: number, failing = false): ServerFeature => ({
      name,
      async beforeBuild(config) {
        events.push(`${name} starts seeing ${config.sandboxPort}`);
        return {
          config: { ...config, sandboxPort: port },
          async afterListen(_app, listenPort, { demoSeeded }) {
            events.push(`${name} wired to ${listenPort} demo=${demoSeeded}`);
            if (failing) throw new Error('companion gone');
          },
          stop: async () => void events.push(`${name} stops`),
        };
      },
    });
    const features = [companion('first', 7001, true), { name: 'plain' }, companion('second', 7002)];

    const beside = await startFeaturesBeside(features, readConfig({ PORT: '7000', SANDBOX_PORT: '7100' }));
    expect(beside.config.sandboxPort).toBe(7002);
    beside.afterListen(app, 7000, { demoSeeded: true, context: {} as AppContext });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await beside.stop();

    expect(events).toEqual([
      'first starts seeing 7100',
      'second starts seeing 7001',
      'first wired to 7000 demo=true',
      'second wired to 7000 demo=true',
      'second stops',
      'first stops',
    ]);
    expect(logged).toEqual([expect.objectContaining({ feature: 'first', msg: 'first: could not finish starting' })]);
    await app.close();
  });
});
