import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';

/**
 * A secret generated once and kept in the database, so every server process sharing the
 * database (PostgreSQL beyond one machine) signs and checks tokens alike.
 */
export async function loadSecret(db: Kysely<Tables>, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
