import pg from 'pg';

/** What autovacuum does soon after a bulk load: statistics and the visibility map. */
export async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
