import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadSecret } from '../../auth/secrets';
import type { Tables } from '../../db/tables';

/** Encrypts marketplace tokens at rest: AES-256-GCM, key generated once and kept in the database secrets. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const prefix = 'v1';

export function tokenCipherFromSecret(secret: string): TokenCipher {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [prefix, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== prefix || !iv || !tag || data === undefined) throw new Error('Unreadable encrypted token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export async function loadTokenCipher(db: Kysely<Tables>): Promise<TokenCipher> {
  return tokenCipherFromSecret(await loadSecret(db, 'marketplace-token-key'));
}
