import pg from 'pg';
import { createTestDatabase, databaseUrl, migratedPostgresTemplate } from './postgres-template.ts';

// The test databases, without the app: the browser journeys' harness imports this module alone.

/**
 * True (and a warning saying how to run them) when tests that need a PostgreSQL server cannot
 * run here: real concurrency, several connections or instances (PGlite is one process running
 * one statement at a time). CI sets TEST_DATABASE_URL.
 */
export function postgresUnavailable(what: string): boolean {
  if (process.env.TEST_DATABASE_URL) return false;
  console.warn(
    `\n*** SKIPPING ${what}: TEST_DATABASE_URL not set. ***\n` +
      '*** Run it with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (CI sets it) ***\n',
  );
  return true;
}

/**
 * A throwaway database for one test file (its name starts with `prefix`): PGlite in memory by default, or a fresh database on
 * the server named by TEST_DATABASE_URL (dropped again afterwards), already migrated: a copy of
 * the migrated template (postgres-template.ts); opening it runs the migrations, a no-op then.
 */
export async function createTestDatabaseUrl(
  prefix = 'vitrine_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: 'memory://', drop: async () => {} };
  const template = await migratedPostgresTemplate(serverUrl);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await createTestDatabase(admin, name, template);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
