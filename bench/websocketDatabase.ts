import pg from 'pg';

/** A throwaway database on the PostgreSQL server of DATABASE_URL, or nothing (SQLite) when unset. */
export async function temporaryPostgresDatabase(serverUrl: string | undefined): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `bench_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
