import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import type { ResourceDeclaration } from '../../resources';
import { buildApp } from '../../server/app';
import { type Config, readConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import type { ServerFeature } from '../../server/serverFeature';
import { seedAdmin } from '../../server/users/seedAdmin';
import { type TemporaryDatabase, temporaryPostgresDatabase } from '../support/temporaryPostgresDatabase';

export const adminEmail = 'admin@example.com';
export const adminPassword = 'contraseña-segura-1';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  config: Config;
  /** Starts the features' background loops, as a server does once its task worker runs. */
  startLoops(): Promise<void>;
  /** Seeds the features' demo data, as a server start does. */
  seedDemo(): Promise<boolean>;
  /** Every route the app registered, in order. */
  routes: RouteOptions[];
  /** Signs in as the administrator and returns the login answer. */
  login(): Promise<{ token: string; refreshToken: string; id: number; userName: string }>;
  /** Calls the API with the administrator's access token. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database per test app when DATABASE_URL is set (CI), a copy of the run's
 * migrated template (databaseTemplate.setup.ts); else a fresh SQLite file.
 */
export function freshDatabaseUrl(): Promise<TemporaryDatabase> {
  return temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'test', template: inject('databaseTemplate') });
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: { distDir?: string; features?: readonly ServerFeature[]; extraResources?: readonly ResourceDeclaration[] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
  const database = await freshDatabaseUrl();
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...env });
  const routes: RouteOptions[] = [];
  const { app, context, startLoops, seedDemo } = await buildApp(config, {
    distDir: options.distDir ?? join(dataDir, 'no-dist'),
    onRoute: (route) => routes.push(route),
    features: options.features,
    extraResources: options.extraResources,
  });
  await seedAdmin(context.database.db, adminEmail, adminPassword);
  let token: string | undefined;

  const login = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: adminEmail, password: adminPassword } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    app,
    context,
    config,
    startLoops,
    seedDemo,
    routes,
    login,
    async call(options) {
      token ??= (await login()).token;
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
