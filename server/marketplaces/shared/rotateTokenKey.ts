import { randomBytes } from 'node:crypto';
import { ConfigError, encryptionKeyFrom, readConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateAll } from '../../features';
import { rotateTokenKey, tokenKeyFile } from './tokenKey';

/**
 * `npx tsx server/marketplaces/shared/rotateTokenKey.ts`, with the same settings as the server
 * and every server stopped (a running one still holds the old key and would store refreshed tokens
 * with it). Re-encrypts every stored marketplace token with a new key in one transaction.
 * With the key file (TOKEN_ENCRYPTION_KEY unset), a new key is generated and written to the file.
 * With TOKEN_ENCRYPTION_KEY, the new key is given as NEW_TOKEN_ENCRYPTION_KEY; then start every
 * server with TOKEN_ENCRYPTION_KEY set to it.
 */
async function main() {
  const config = readConfig();
  const given = encryptionKeyFrom('NEW_TOKEN_ENCRYPTION_KEY', process.env.NEW_TOKEN_ENCRYPTION_KEY);
  if (config.tokenEncryptionKey && !given) throw new ConfigError('with TOKEN_ENCRYPTION_KEY set, give the new key as NEW_TOKEN_ENCRYPTION_KEY');
  const database = openDatabase(config);
  try {
    await migrateAll(database);
    const count = await rotateTokenKey(config, database.db, given ?? randomBytes(32));
    const where = config.tokenEncryptionKey
      ? 'set TOKEN_ENCRYPTION_KEY to NEW_TOKEN_ENCRYPTION_KEY on every server'
      : `new key in ${tokenKeyFile(config.dataDir)}`;
    process.stdout.write(`Re-encrypted the tokens of ${count} marketplace account(s); ${where}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
