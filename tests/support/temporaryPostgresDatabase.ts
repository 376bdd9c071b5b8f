import pg from 'pg';

export interface TemporaryDatabase {
  /** Its URL; none on SQLite (no server URL given), where each caller makes its own file. */
  url?: string;
  /** Its name on the server. */
  name?: string;
  drop(): Promise<void>;
}

/** Runs one statement on the server on a connection of its own, closed after: no pool outlives a throwaway database. */
async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway database on the PostgreSQL server `serverUrl` names (DATABASE_URL), named `prefix`
 * and a unique suffix, a copy of database `template` when given, else of the server's default
 * unless an `encoding` other than the server's asks for an empty one; nothing when `serverUrl` is unset.
 */
export async function temporaryPostgresDatabase(
  serverUrl: string | undefined,
  { prefix, template, encoding }: { prefix: string; template?: string; encoding?: string },
): Promise<TemporaryDatabase> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const copied = template ?? (encoding ? 'template0' : undefined);
  await runOnServer(serverUrl, `create database ${name}${copied ? ` template ${copied}` : ''}${encoding ? ` encoding '${encoding}'` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
