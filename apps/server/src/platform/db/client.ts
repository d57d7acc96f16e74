import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openMigratedMemoryPglite } from './pglite-template.ts';
import { createStatementNames, useStatementCache } from './statement-cache.ts';

/**
 * The one database type repositories see, whichever driver is underneath. Without drizzle's
 * relational `db.query` API: nothing uses it, and with a schema drizzle builds a query builder
 * per table for every transaction it opens (1.3 % of the booking's CPU profile).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered when the notifying transaction
   * commits); resolves to a function that stops listening. On PostgreSQL this holds one
   * connection of its own, reopened after a drop.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens PGlite (in DATA_DIR, or in memory for `memory://`) or a PostgreSQL server,
 * and applies the migrations before anything else touches it.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Repeated queries as prepared statements on a server (statement-cache.ts); on unless false. */
  databasePreparedStatements?: boolean;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && !databaseUrl.startsWith('memory://')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const names = createStatementNames({ enabled: options.databasePreparedStatements !== false });
    pool.on('connect', (client) => useStatementCache(client, names));
    let closing = false;
    // An idle connection the server drops (a restart, an administrator, a dropped test database)
    // is discarded by the pool and the next query opens a new one; without a listener the pool
    // would turn it into an uncaught exception and stop the process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => {
        closing = true;
        return pool.end();
      },
      listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify),
    };
  }
  const migrateClient = (client: PGlite) =>
    migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder });
  let client: PGlite;
  if (databaseUrl) {
    // memory:// (tests): started from a migrated template, see pglite-template.ts.
    client = await openMigratedMemoryPglite(migrationsFolder, migrateClient);
  } else {
    const location = path.join(dataDir, 'pg');
    mkdirSync(location, { recursive: true });
    client = await PGlite.create(location, { extensions: { pg_trgm } });
    await migrateClient(client);
  }
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/** A dedicated connection that LISTENs; a dropped one is reopened a second later. */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => void open().catch(scheduleRetry), 1000);
    retry.unref();
  };
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      if (stopped) return;
      console.warn(`PostgreSQL dropped the LISTEN connection: ${error.message}`);
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was notified while the connection was down is found by this wake-up.
    onNotify();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
