import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Encrypts marketplace tokens at rest: AES-256-GCM with a 32-byte key kept outside the database. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export class TokenKeyError extends Error {}

const prefix = 'v1';

export function tokenCipherFromKey(key: Buffer): TokenCipher {
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [prefix, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== prefix || !iv || !tag || data === undefined) throw new TokenKeyError('Unreadable encrypted marketplace token');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // GCM's authentication fails on any other key: say which setting to look at.
        throw new TokenKeyError(
          'A marketplace token does not decrypt with this key: TOKEN_ENCRYPTION_KEY or the key file in DATA_DIR is not the one the tokens were stored with',
        );
      }
    },
  };
}

/** The key of installs that kept a random secret in the database: its SHA-256, as it was always derived. */
export const keyFromLegacySecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();
