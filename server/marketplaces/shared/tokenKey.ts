import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { type Config, ConfigError, encryptionKeyFrom } from '../../config';
import type { Tables } from '../../db/tables';
import { marketplaceTokenColumns, type TokenColumns } from './tokenColumns';
import { keyFromLegacySecret, type TokenCipher, tokenCipherFromKey, TokenKeyError } from './tokenCipher';

/** The token tables belong to the marketplace features; this shared code knows them only by name. */
type TokenTables = Kysely<Record<string, Record<string, string | number>>>;
const byName = (db: Kysely<Tables>) => db as unknown as TokenTables;

/** Where earlier versions kept the key's seed, in the same database as the tokens it protects. */
const legacySecretName = 'marketplace-token-key';

export const tokenKeyFile = (dataDir: string) => join(dataDir, 'marketplace-token.key');

/** Written whole or not at all (temporary file, then rename), readable by its owner only. */
export async function writeKeyFile(path: string, key: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${key.toString('base64')}\n`, { mode: 0o600 });
  await rename(temporary, path);
}

async function readKeyFile(path: string): Promise<Buffer | undefined> {
  try {
    return encryptionKeyFrom(path, (await readFile(path, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The key file, created on first start: from the old database secret if there is one, so its tokens still decrypt. */
async function keyFromFile(dataDir: string, legacySecret: string | undefined): Promise<Buffer> {
  const path = tokenKeyFile(dataDir);
  const existing = await readKeyFile(path);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const key = legacySecret ? keyFromLegacySecret(legacySecret) : randomBytes(32);
  try {
    // `wx`: of two processes starting together on one DATA_DIR, the second reads the first's key.
    await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeyFile(path))!;
  }
}

/** Every stored token of every marketplace decrypted with one key and encrypted with the other, inside the caller's transaction. */
export async function reencryptTokens(trx: Kysely<Tables>, from: TokenCipher, to: TokenCipher): Promise<number> {
  let count = 0;
  for (const { table, key, columns } of marketplaceTokenColumns) {
    const rows = await byName(trx)
      .selectFrom(table)
      .select([key, ...columns])
      .execute();
    for (const row of rows) {
      const reencrypted = Object.fromEntries(columns.map((column) => [column, to.encrypt(from.decrypt(String(row[column])))]));
      await byName(trx).updateTable(table).set(reencrypted).where(key, '=', row[key]).execute();
    }
    count += rows.length;
  }
  return count;
}

/**
 * Removes the old database secret once the key lives outside the database. Tokens stored with it
 * are re-encrypted when the key now in use is another (TOKEN_ENCRYPTION_KEY set on an old install).
 * The delete comes first: of two processes doing this at once, only the one that deleted re-encrypts.
 */
async function retireLegacySecret(db: Kysely<Tables>, key: Buffer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('app_secrets').where('name', '=', legacySecretName).returning('value').executeTakeFirst();
    if (!deleted) return;
    const legacyKey = keyFromLegacySecret(deleted.value);
    if (!legacyKey.equals(key)) await reencryptTokens(trx, tokenCipherFromKey(legacyKey), tokenCipherFromKey(key));
  });
}

/** A wrong key stops the start with a clear message instead of failing on every marketplace call later. */
async function checkKeyOpensTokens(db: Kysely<Tables>, checked: readonly TokenColumns[], key: Buffer, source: string): Promise<void> {
  for (const { table, columns } of checked) {
    const column = columns[0]!;
    const row = await byName(db).selectFrom(table).select(column).limit(1).executeTakeFirst();
    if (row) checkKeyOpens(key, String(row[column]), source);
  }
}

function checkKeyOpens(key: Buffer, stored: string, source: string): void {
  try {
    tokenCipherFromKey(key).decrypt(stored);
  } catch (error) {
    if (!(error instanceof TokenKeyError)) throw error;
    throw new ConfigError(`the marketplace tokens in the database do not decrypt with ${source}; start with the key they were stored with`);
  }
}

/**
 * The key of the marketplace tokens: TOKEN_ENCRYPTION_KEY, else the key file in DATA_DIR. Never in
 * the database, so a copy of the database alone does not give the sellers' tokens away. It is
 * checked against the tokens of `checked`: a connector passes its own, as an app may be built without
 * the other marketplaces' tables.
 */
export async function loadTokenKey(
  config: Pick<Config, 'dataDir' | 'tokenEncryptionKey'>,
  db: Kysely<Tables>,
  checked: readonly TokenColumns[] = marketplaceTokenColumns,
): Promise<Buffer> {
  const legacy = await db.selectFrom('app_secrets').select('value').where('name', '=', legacySecretName).executeTakeFirst();
  const key = config.tokenEncryptionKey ?? (await keyFromFile(config.dataDir, legacy?.value));
  if (legacy) await retireLegacySecret(db, key);
  await checkKeyOpensTokens(db, checked, key, config.tokenEncryptionKey ? 'TOKEN_ENCRYPTION_KEY' : tokenKeyFile(config.dataDir));
  return key;
}

/**
 * Re-encrypts every stored token with `newKey` in one transaction. With the key file, the new key
 * replaces it before the transaction commits, and the old one is put back if the commit fails, so
 * the file always matches the tokens. With TOKEN_ENCRYPTION_KEY the caller sets the new value.
 */
export async function rotateTokenKey(config: Pick<Config, 'dataDir' | 'tokenEncryptionKey'>, db: Kysely<Tables>, newKey: Buffer): Promise<number> {
  const currentKey = await loadTokenKey(config, db);
  const file = tokenKeyFile(config.dataDir);
  const useFile = !config.tokenEncryptionKey;
  let fileReplaced = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const count = await reencryptTokens(trx, tokenCipherFromKey(currentKey), tokenCipherFromKey(newKey));
      if (useFile) {
        await writeKeyFile(file, newKey);
        fileReplaced = true;
      }
      return count;
    });
  } catch (error) {
    if (fileReplaced) await writeKeyFile(file, currentKey);
    throw error;
  }
}
