import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { freshDatabaseUrl } from './testApp';

/** A built app on an empty database, with nothing seeded yet: what a first start sees. */
async function emptyApp(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-start-'));
  const database = await freshDatabaseUrl();
  const built = await buildApp(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...env }), {
    distDir: join(dataDir, 'no-dist'),
  });
  return {
    ...built,
    async close() {
      await built.app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const login = (built: BuiltApp, username: string, password: string) =>
  built.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });

describe('what every start seeds', () => {
  let generated: Awaited<ReturnType<typeof emptyApp>>;
  let chosen: Awaited<ReturnType<typeof emptyApp>>;
  beforeAll(async () => {
    generated = await emptyApp({ ADMIN_EMAIL: 'jefa@example.com' });
    chosen = await emptyApp({ ADMIN_EMAIL: 'jefe@example.com', ADMIN_PASSWORD: 'clave-elegida-1' });
  });
  afterAll(async () => {
    await generated?.close();
    await chosen?.close();
  });

  it('creates the first administrator with a generated password, shown once in the banner lines', async () => {
    const lines = await generated.seedStart();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Usuario administrador: jefa@example.com');
    const password = /^Contraseña \(generada, se muestra solo esta vez\): (\S{12,})$/.exec(lines[1])?.[1];
    expect(password).toBeDefined();
    expect((await login(generated, 'jefa@example.com', password ?? '')).statusCode).toBe(200);

    expect(await generated.seedStart()).toEqual(['Usuario administrador: jefa@example.com']);
    const users = await generated.context.database.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'jefa@example.com' }]);
  });

  it('with ADMIN_PASSWORD, creates the administrator with it and prints no password', async () => {
    expect(await chosen.seedStart()).toEqual(['Usuario administrador: jefe@example.com']);
    expect((await login(chosen, 'jefe@example.com', 'clave-elegida-1')).statusCode).toBe(200);
  });
});
