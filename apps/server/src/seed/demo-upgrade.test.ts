import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsHash } from '../platform/db/migrations-hash.ts';
import { createTestApp, createTestDatabaseUrl } from '../test/test-app.ts';

// What this proves: an existing database, the demo data as `npm start` leaves it, upgrades to
// this code with no data change. It stands for a database made by commit 9506e29 (before each
// module's tables moved beside it) because
// 1. the migrations folder is byte for byte the one of 9506e29 (its hash, below, is that of
//    `git archive 9506e29 apps/server/src/db/migrations | tar -x -C /tmp/m`, the folder's path
//    then, hashed by migrationsHash('/tmp/m/apps/server/src/db/migrations')), so a database
//    migrated then has the very schema and migration journal a fresh one migrated now has; and
// 2. the demo data is put in by this code's seed, started as `npm start` does (SEED_DEMO_DATA),
//    on a database that lives on between starts (PGlite in DATA_DIR, or PostgreSQL when
//    TEST_DATABASE_URL is set).
// Then the server starts a second time on it, through its whole start-up path (migrations, the
// once-only demo seed, every plugin), and closes. Every table's rows (the schema `drizzle`'s
// migration journal included), its columns and its row count are read before and after with a
// plain connection that migrates nothing: all equal. It does not prove that 9506e29's seed made
// the same rows this seed makes; the upgrade never reseeds a part a database already has.
const MIGRATIONS_AS_OF_9506E29 = '55a9676be65691582014c75061ffcc037e43b8afbf116a8cb5644951a5243f1f';
const migrationsFolder = path.join(import.meta.dirname, '../platform/db/migrations');

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-upgrade-'));
const database = await createTestDatabaseUrl();
const onServer = database.url !== 'memory://';
const env = {
  SEED_DEMO_DATA: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: onServer ? database.url : '',
};

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** A plain connection to the started database (no migration), closed after `use`. */
async function withPlainConnection<T>(use: (query: Query) => Promise<T>): Promise<T> {
  if (onServer) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await use(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await use(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

/** Each table of the schemas `public` and `drizzle`: its columns, row count and rows' digest. */
const snapshot = () =>
  withPlainConnection(async (query) => {
    const tables = await query(
      `select schemaname || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
    );
    const result: Record<string, unknown> = {};
    for (const { name } of tables as { name: string }[]) {
      const [schema, table] = name.split('.') as [string, string];
      const columns = await query(
        `select column_name, data_type, is_nullable, column_default from information_schema.columns
          where table_schema = '${schema}' and quote_ident(table_name) = '${table}'
          order by ordinal_position`,
      );
      const [rows] = await query(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
          as digest from ${name} t`,
      );
      result[name] = { columns, ...rows };
    }
    return result;
  });

describe('upgrading the demo database of commit 9506e29', () => {
  it('has the migrations of 9506e29, unchanged', () => {
    expect(migrationsHash(migrationsFolder)).toBe(MIGRATIONS_AS_OF_9506E29);
  });

  it(
    'starts this code on it with no row, column or table changed',
    { timeout: 600_000 },
    async () => {
      // The demo database: migrated and seeded by a first start.
      const first = await createTestApp(env);
      await first.close();
      const before = await snapshot();
      expect(Object.keys(before).length).toBeGreaterThan(50);
      expect(before['public."user"']).toMatchObject({ count: expect.any(Number) });
      expect((before['public.shop'] as { count: number }).count).toBeGreaterThan(0);

      // The upgrade: this code's whole start-up path on that database.
      const second = await createTestApp(env);
      await second.close();
      expect(await snapshot()).toEqual(before);
    },
  );
});
