import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config';
import { keyFromLegacySecret, tokenCipherFromKey } from '../../../server/marketplaces/shared/tokenCipher';
import { loadTokenKey, tokenKeyFile, writeKeyFile } from '../../../server/marketplaces/shared/tokenKey';
import { startTestApp, type TestApp } from '../testApp';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tokens = { accessToken: 'APP_USR-acceso-secreto', refreshToken: 'TG-renovacion-secreta', expiresAt: '2030-01-01T00:00:00.000Z' };
let api: TestApp;
/** The key the app started with: the one its connector encrypts with. */
let startKey: Buffer;

beforeAll(async () => {
  api = await startTestApp();
  startKey = fileKey();
});
afterAll(() => api.close());

const db = () => api.context.database.db;
const fileKey = () => Buffer.from(readFileSync(tokenKeyFile(api.config.dataDir), 'utf8').trim(), 'base64');
const storedTokens = (userId: number) =>
  db().selectFrom('mercadolibre_accounts').select(['access_token', 'refresh_token']).where('user_id', '=', userId).executeTakeFirstOrThrow();
const connect = (userId: number) => api.app.mercadolibre.accounts.connect({ id: userId, nickname: `VENDEDOR${userId}`, site_id: 'MLM' }, tokens);

const expectReadableWith = async (key: Buffer, userId: number) => {
  const row = await storedTokens(userId);
  const cipher = tokenCipherFromKey(key);
  expect([cipher.decrypt(row.access_token), cipher.decrypt(row.refresh_token)]).toEqual([tokens.accessToken, tokens.refreshToken]);
};

/** An account stored the way earlier versions did: the key derived from a secret row in the database. */
async function legacyInstall(userId: number, secret: string) {
  await db().insertInto('app_secrets').values({ name: 'marketplace-token-key', value: secret }).execute();
  const cipher = tokenCipherFromKey(keyFromLegacySecret(secret));
  const now = new Date().toISOString();
  await db()
    .insertInto('mercadolibre_accounts')
    .values({
      user_id: userId,
      nickname: 'ANTIGUO',
      site_id: 'MLM',
      active: 0,
      status: 'connected',
      status_reason: null,
      access_token: cipher.encrypt(tokens.accessToken),
      refresh_token: cipher.encrypt(tokens.refreshToken),
      expires_at: tokens.expiresAt,
      last_refresh_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const secretNames = async () => (await db().selectFrom('app_secrets').select('name').execute()).map((row) => row.name);

describe('the marketplace token key', () => {
  it('is created on first start as a file readable by its owner only, never in the database', async () => {
    expect(statSync(tokenKeyFile(api.config.dataDir)).mode & 0o777).toBe(0o600);
    expect(fileKey()).toHaveLength(32);
    await connect(1001);
    const row = await storedTokens(1001);
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    await expectReadableWith(fileKey(), 1001);
    const secrets = await db().selectFrom('app_secrets').selectAll().execute();
    expect(secrets.map((secret) => secret.name)).not.toContain('marketplace-token-key');
    for (const secret of secrets) expect(secret.value).not.toContain(fileKey().toString('base64').slice(0, 40));
  });

  it("moves an old install's key out of the database into the file once, tokens still readable", async () => {
    const dataDir = api.config.dataDir;
    await db().deleteFrom('mercadolibre_accounts').execute();
    rmSync(tokenKeyFile(dataDir));
    await legacyInstall(2002, 'secreto-antiguo-en-la-base');

    const key = await loadTokenKey({ dataDir, tokenEncryptionKey: undefined }, db());
    expect(key.equals(keyFromLegacySecret('secreto-antiguo-en-la-base'))).toBe(true);
    expect(fileKey().equals(key)).toBe(true);
    expect(statSync(tokenKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(await secretNames()).not.toContain('marketplace-token-key');
    await expectReadableWith(key, 2002);
    expect((await loadTokenKey({ dataDir, tokenEncryptionKey: undefined }, db())).equals(key)).toBe(true);
    expect(startKey.equals(key)).toBe(false);
  });

  it('with TOKEN_ENCRYPTION_KEY on an old install, re-encrypts the tokens with it and deletes the database secret', async () => {
    await db().deleteFrom('mercadolibre_accounts').execute();
    await legacyInstall(3003, 'otro-secreto-antiguo');
    const environmentKey = randomBytes(32);
    const key = await loadTokenKey({ dataDir: api.config.dataDir, tokenEncryptionKey: environmentKey }, db());
    expect(key.equals(environmentKey)).toBe(true);
    expect(await secretNames()).not.toContain('marketplace-token-key');
    await expectReadableWith(environmentKey, 3003);
  });

  it('a wrong key stops the start with a clear message; a malformed one is refused by the configuration', async () => {
    const wrong = loadTokenKey({ dataDir: api.config.dataDir, tokenEncryptionKey: randomBytes(32) }, db());
    await expect(wrong).rejects.toThrow(ConfigError);
    await expect(wrong).rejects.toThrow(/do not decrypt with TOKEN_ENCRYPTION_KEY/);
    expect(() => readConfig({ TOKEN_ENCRYPTION_KEY: 'demasiado-corta' })).toThrow(/base64 of 32 bytes/);
    expect(() => readConfig({ TOKEN_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(ConfigError);
    expect(readConfig({ TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).tokenEncryptionKey).toHaveLength(32);
  });

  it('rotation re-encrypts every token with a new key file and they stay readable', async () => {
    await db().deleteFrom('mercadolibre_accounts').execute();
    await writeKeyFile(tokenKeyFile(api.config.dataDir), startKey);
    const before = fileKey();
    await connect(4004);
    await connect(4005);
    const env = { ...process.env, DATA_DIR: api.config.dataDir, DATABASE_URL: api.config.databaseUrl ?? '', TOKEN_ENCRYPTION_KEY: '' };
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/marketplaces/shared/rotateTokenKey.ts'], {
      cwd: root,
      env,
    });
    expect(stdout).toContain('2 marketplace account(s)');
    const after = fileKey();
    expect(after.equals(before)).toBe(false);
    expect(statSync(tokenKeyFile(api.config.dataDir)).mode & 0o777).toBe(0o600);
    await expectReadableWith(after, 4004);
    await expectReadableWith(after, 4005);
    await expect(loadTokenKey({ dataDir: api.config.dataDir, tokenEncryptionKey: before }, db())).rejects.toThrow(ConfigError);
  });
});
