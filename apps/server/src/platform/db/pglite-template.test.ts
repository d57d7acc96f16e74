import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { pgliteTemplatePath } from './pglite-template.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});
const openMemory = async () => {
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent' });
  opened.push(handle);
  return handle;
};
const count = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await rawRows<{ n: number }>(handle.db, query))[0]!.n;

describe('in-memory PGlite databases start from a migrated template', () => {
  // Two PGlite databases, the first perhaps made from scratch: slow on a busy two-core machine.
  it(
    'keeps a template after the first, and the next starts migrated and empty from it',
    { timeout: 180_000 },
    async () => {
      const first = await openMemory();
      expect(existsSync(pgliteTemplatePath(migrationsFolder))).toBe(true);
      // A row written after the template was taken must not reach the next database.
      await first.db.execute(
        sql`insert into outbox_event (type, payload) values ('test:mine', '{}')`,
      );
      expect(await count(first, sql`select count(*)::int as n from outbox_event`)).toBe(1);

      const second = await openMemory();
      expect(await count(second, sql`select count(*)::int as n from outbox_event`)).toBe(0);
      expect(
        await count(second, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toBe(journal.entries.length);
      // pg_trgm came with it (the search's trigram names need it).
      expect(
        await count(second, sql`select (similarity('vitrine', 'vitrin') > 0.5)::int as n`),
      ).toBe(1);
    },
  );

  it('names a different template when a migration changes', () => {
    expect(pgliteTemplatePath(migrationsFolder)).toMatch(
      /vitrine-pglite-templates\/[0-9a-f]{64}\.tar$/,
    );
    expect(pgliteTemplatePath(path.join(import.meta.dirname, '../../seed'))).not.toBe(
      pgliteTemplatePath(migrationsFolder),
    );
  });
});
