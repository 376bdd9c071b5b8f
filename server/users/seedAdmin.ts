import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Tables } from '../db/tables';

/**
 * Creates the first user on an empty database. Returns the password when it was generated, so
 * the start-up banner can print it once.
 */
export async function seedAdmin(db: Kysely<Tables>, email: string, password: string | undefined): Promise<string | undefined> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      first_name: 'Administrador',
      last_name: 'Principal',
      name: 'Administrador',
      email: email.trim().toLowerCase(),
      password: await hashPassword(chosen),
      date_joined: now,
      tms: now,
      groups: JSON.stringify(['administradores']),
      status: 'active',
    })
    .execute();
  return password ? undefined : chosen;
}
