import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum memory cost: about 20 ms per hash on a 2-core server, which keeps
 * login p50 well under 100 ms while an offline guess still costs 19 MiB of memory.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

// Verifying against a real hash for unknown users keeps the answer time the same, so timing
// does not reveal which emails have an account.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
