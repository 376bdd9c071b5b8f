import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import { migrateAll } from '../../server/features';
import { temporaryPostgresDatabase } from '../support/temporaryPostgresDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL, a database migrated once for the run: each test app's database is a copy of it. */
    databaseTemplate?: string;
  }
}

/**
 * When DATABASE_URL names a PostgreSQL server, migrates one template database before the API tests:
 * copying it takes a tenth of a second, migrating a new database about one second, and the tests
 * start hundreds of apps. Every app still migrates its copy on start (then a no-op), so a test that
 * declares more tables gets them, and this first migration of an empty database is itself the check
 * that a fresh PostgreSQL database migrates.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const template = await temporaryPostgresDatabase(serverUrl, { prefix: 'test_template' });
  const database = openDatabase({ databaseUrl: template.url, dataDir: '' });
  try {
    await migrateAll(database);
  } finally {
    await database.close();
  }
  project.provide('databaseTemplate', template.name);
  return () => template.drop();
}
