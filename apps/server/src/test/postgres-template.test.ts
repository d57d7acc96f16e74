import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { postgresTemplateName } from './postgres-template.ts';
import { createTestDatabaseUrl, postgresUnavailable } from './test-app.ts';

const journal = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../platform/db/migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const openTestDatabase = async () => {
  const database = await createTestDatabaseUrl();
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  cleanups.push(database.drop, () => handle.close());
  return handle;
};
const count = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(handle.db, query))[0]!.n;

describe.skipIf(postgresUnavailable('the PostgreSQL template database tests'))(
  'PostgreSQL test databases are copies of a migrated template',
  () => {
    it('starts each one migrated and empty, whatever an earlier one wrote', async () => {
      const first = await openTestDatabase();
      await first.db.execute(
        sql`insert into outbox_event (type, payload) values ('test:mine', '{}')`,
      );
      expect(await count(first, sql`select count(*)::int as n from outbox_event`)).toBe(1);

      const second = await openTestDatabase();
      expect(await count(second, sql`select count(*)::int as n from outbox_event`)).toBe(0);
      expect(
        await count(second, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBe(journal.entries.length);
      // pg_trgm came with it (the search's trigram names need it).
      expect(
        await count(second, sql`select (similarity('vitrine', 'vitrin') > 0.5)::int as n`),
      ).toBe(1);
    });

    it('keeps the template closed to connections, so nothing holds it open while copied', async () => {
      await openTestDatabase();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datallowconn: boolean; datistemplate: boolean }>(
          'select datallowconn, datistemplate from pg_database where datname = $1',
          [postgresTemplateName()],
        );
        expect(rows).toEqual([{ datallowconn: false, datistemplate: true }]);
      } finally {
        await admin.end();
      }
    });

    it('commits without waiting for the disk in each copy, not only in the template', async () => {
      const copy = await openTestDatabase();
      const rows = await rawRows<{ synchronous_commit: string }>(
        copy.db,
        sql`show synchronous_commit`,
      );
      expect(rows).toEqual([{ synchronous_commit: 'off' }]);
    });

    it('is named by the migrations, so a changed migration makes a new one', () => {
      expect(postgresTemplateName()).toMatch(/^vitrine_template_[0-9a-f]{16}$/);
      expect(postgresTemplateName(path.join(import.meta.dirname, '../seed'))).not.toBe(
        postgresTemplateName(),
      );
    });
  },
);
