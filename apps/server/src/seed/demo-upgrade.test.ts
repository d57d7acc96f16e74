import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../test/demo-database.ts';
import { createTestApp } from '../test/test-app.ts';

// What this proves: an existing database, the demo data as `npm start` leaves it, upgrades to
// this code with no data change. It stands for a database made by commit 9506e29 (before each
// module's tables moved beside it) because
// 1. the migrations 9506e29 had are here byte for byte, and first in the journal in the same order
//    (their hash, below, is that of `git archive 9506e29 apps/server/src/db/migrations`, the
//    folder's path then, hashed by `hashOfFirstMigrations` over its 34 journal entries), so a
//    database migrated then has the very schema and migration journal a fresh one has after them;
// 2. every migration written since only adds (new tables, new columns that are nullable or have
//    a default, indexes, rows in a table it creates) or changes rules for writes to come
//    (constraints, triggers): none updates, deletes, drops or rewrites a row or column a 9506e29
//    database holds (checked statement by statement below); and
// 3. the demo data is put in by this code's seed, started as `npm start` does (SEED_DEMO_DATA),
//    on a database that lives on between starts (PGlite in DATA_DIR, or PostgreSQL when
//    TEST_DATABASE_URL is set).
// Then the server starts a second time on it, through its whole start-up path (migrations, the
// once-only demo seed, every plugin), and closes. Every table's rows (the schema `drizzle`'s
// migration journal included), its columns and its row count are read before and after with a
// plain connection that migrates nothing: all equal. It does not prove that 9506e29's seed made
// the same rows this seed makes; the upgrade never reseeds a part a database already has.
const AS_OF_9506E29 = {
  journalEntries: 34,
  files: 64,
  hash: 'b9759806c9912047743107b8a0410e2305604415c52332fb891a586c211dd521',
};
const migrationsFolder = path.join(import.meta.dirname, '../platform/db/migrations');

type JournalEntry = { idx: number; tag: string };
const journalOf = (folder: string): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/**
 * The first `count` migrations of the journal: their SQL and snapshot files (sorted by name,
 * hashed with their names) and those journal entries, with how many files there were.
 */
function hashOfFirstMigrations(folder: string, count: number): { files: number; hash: string } {
  const entries = journalOf(folder).slice(0, count);
  const files = entries
    .flatMap(({ tag }) => [`${tag}.sql`, `meta/${tag.slice(0, 4)}_snapshot.json`])
    .filter((file) => existsSync(path.join(folder, file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)));
  hash.update(JSON.stringify(entries));
  return { files: files.length, hash: hash.digest('hex') };
}

/** Statements a migration may hold and still leave every earlier row and column as it was. */
const ADDITIVE = [
  /^CREATE TABLE "(?<created>[a-z_]+)"/,
  /^CREATE (UNIQUE )?INDEX /,
  /^ALTER TABLE "[a-z_]+" ADD CONSTRAINT /,
  /^ALTER TABLE "[a-z_]+" ADD COLUMN "[a-z_]+" [^;]*$/,
  /^INSERT INTO "(?<into>[a-z_]+)"/,
  // Rules for writes to come: a constraint replaced, a function and the trigger that calls it.
  /^ALTER TABLE "[a-z_]+" DROP CONSTRAINT "[A-Za-z_]+"$/,
  /^CREATE (OR REPLACE )?FUNCTION /,
  /^CREATE TRIGGER "[a-z_]+" (BEFORE|AFTER) /,
];

/** Why a statement is not additive, or null when it is (`created`: tables made before it). */
function nonAdditive(statement: string, created: Set<string>): string | null {
  const match = ADDITIVE.map((pattern) => pattern.exec(statement)).find(Boolean);
  if (!match) return 'neither creates nor adds';
  if (match.groups?.created) created.add(match.groups.created);
  if (match.groups?.into && !created.has(match.groups.into))
    return 'fills a table it did not create';
  if (/ ADD COLUMN /.test(statement) && / NOT NULL/.test(statement) && !/ DEFAULT /.test(statement))
    return 'adds a required column with no default';
  return null;
}

// The demo database: migrated and seeded by a first start of this code with demo data, on a
// database and data folder that live on between starts (demo-database.ts).
const demo = await demoDatabase();
const { env } = demo;
const dataDir = env.DATA_DIR;
const onServer = env.DATABASE_URL !== '';

afterAll(() => demo.drop());

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** A plain connection to the started database (no migration), closed after `use`. */
async function withPlainConnection<T>(use: (query: Query) => Promise<T>): Promise<T> {
  if (onServer) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
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
  it('has the migrations of 9506e29, unchanged and first', () => {
    expect(hashOfFirstMigrations(migrationsFolder, AS_OF_9506E29.journalEntries)).toEqual({
      files: AS_OF_9506E29.files,
      hash: AS_OF_9506E29.hash,
    });
  });

  it('has only migrations since that add to what a 9506e29 database holds', () => {
    const later = journalOf(migrationsFolder).slice(AS_OF_9506E29.journalEntries);
    const refusals = later.flatMap(({ tag }) => {
      const created = new Set<string>();
      return readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) =>
          statement
            .replace(/^--.*$/gm, '')
            .trim()
            .replace(/\s+/g, ' ')
            .replace(/;$/, ''),
        )
        .filter(Boolean)
        .flatMap((statement) => {
          const why = nonAdditive(statement, created);
          return why ? [`${tag}: ${why}: ${statement.slice(0, 80)}`] : [];
        });
    });
    expect(refusals).toEqual([]);
  });

  it('refuses, in that check, what would change an earlier row or column', () => {
    const created = new Set<string>();
    expect(nonAdditive('UPDATE "offer" SET "code" = upper("code")', created)).toBe(
      'neither creates nor adds',
    );
    expect(nonAdditive('ALTER TABLE "offer" DROP COLUMN "code"', created)).toBe(
      'neither creates nor adds',
    );
    expect(nonAdditive('ALTER TABLE "offer" ADD COLUMN "rank" integer NOT NULL', created)).toBe(
      'adds a required column with no default',
    );
    expect(nonAdditive('INSERT INTO "offer" ("id") SELECT 1', created)).toBe(
      'fills a table it did not create',
    );
    expect(nonAdditive('CREATE TABLE "cart" ("id" uuid)', created)).toBeNull();
    expect(nonAdditive('INSERT INTO "cart" ("id") SELECT gen_random_uuid()', created)).toBeNull();
  });

  it(
    'starts this code on it with no row, column or table changed',
    { timeout: 600_000 },
    async () => {
      // The demo database, as the first start left it.
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
