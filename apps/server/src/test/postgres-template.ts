import path from 'node:path';
import pg from 'pg';
import { migrationsHash } from '../platform/db/migrations-hash.ts';

const migrationsFolder = path.join(import.meta.dirname, '../platform/db/migrations');

/** The name of the migrated template database for a set of migrations (the app's by default). */
export const postgresTemplateName = (folder = migrationsFolder) =>
  `vitrine_template_${migrationsHash(folder).slice(0, 16)}`;

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` on the server `admin` is connected to, a copy of `template` when one is
 * given, for tests: its sessions commit without waiting for the write-ahead log to reach the disk
 * (`synchronous_commit = off`). A test database never outlives a server crash that this would
 * matter for, and a commit's flush is much of a writing test's wait: eight of the API test files
 * that write most took a sixth less time with it (77 → 64 s, 85 → 72 s, on a quiet 2-core
 * machine). What a commit makes visible, its order and its locks are as with the setting on; a
 * client process killed mid-test loses nothing either, since the server holds the commit.
 */
export async function createTestDatabase(
  admin: pg.Client,
  name: string,
  template?: string,
): Promise<void> {
  const quoted = pg.escapeIdentifier(name);
  await admin.query(
    `create database ${quoted}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
  );
  // A database's settings are its own: a copy does not inherit its template's.
  await admin.query(`alter database ${quoted} set synchronous_commit = off`);
}

let template: Promise<string> | undefined;

/**
 * A migrated database on the PostgreSQL server of `serverUrl` to clone test databases from
 * (`CREATE DATABASE … TEMPLATE …`, a file copy: about a tenth of migrating an empty database).
 * The first caller on a server makes it, under an advisory lock so that concurrent workers wait
 * and then reuse it: every migration through `openDatabase`, as the app applies them, in a
 * database under a temporary name that is renamed once complete (a half-made one left by a
 * killed run is never used). It is named by a hash of the migrations folder, so a changed
 * migration makes a new one; it takes no connections, so nothing can hold it open while it is
 * cloned. Resolved once per process.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  template ??= makeTemplate(serverUrl).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const partial = pg.escapeIdentifier(`${name}_partial`);
    await admin.query(`drop database if exists ${partial} with (force)`);
    await createTestDatabase(admin, `${name}_partial`);
    // Imported here: the browser journeys' harness uses this module without loading the database layer.
    const { openDatabase } = await import('../platform/db/client.ts');
    const handle = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, `${name}_partial`),
      dataDir: '/nonexistent',
    });
    await handle.close();
    await admin.query(`alter database ${partial} with allow_connections false is_template true`);
    await admin.query(`alter database ${partial} rename to ${pg.escapeIdentifier(name)}`);
    return name;
  } finally {
    await admin.end();
  }
}
