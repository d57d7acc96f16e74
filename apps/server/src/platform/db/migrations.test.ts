import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SEED_PARTS, DEMO_SEED_PARTS_AFTER_0045 } from '../../seed/seed-once.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'vitrine-0037-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was up to (not including) the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = path.join(scratch, 'before');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('the migrations journal', () => {
  // drizzle applies a migration only when its `when` is later than the last one the database
  // has: one stamped earlier is skipped on every existing database (0037 once was).
  it('stamps each migration later than the one before', () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when,
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});

describe('migration 0037 (the item count kept on the order)', () => {
  it("gives the orders made before it their lines' quantities", { timeout: 120_000 }, async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBefore('0037_order_item_count') });
      await client.exec(`
        insert into "user" (id, name, email) values ('u1', 'Asha', 'asha@example.com');
        insert into shop (id, slug, name, city, state)
          values ('00000000-0000-4000-8000-000000000001', 'loom', 'Loom', 'Jaipur', 'Rajasthan');
        insert into shop_order (id, number, customer_id, shop_id, shop_name, currency,
            subtotal_minor, total_minor, search_text)
          values
            ('00000000-0000-4000-8000-00000000000a', 'VO-A', 'u1',
             '00000000-0000-4000-8000-000000000001', 'Loom', 'INR', 300, 300, 'vo-a'),
            ('00000000-0000-4000-8000-00000000000b', 'VO-B', 'u1',
             '00000000-0000-4000-8000-000000000001', 'Loom', 'INR', 0, 0, 'vo-b');
        insert into order_item (order_id, title, unit_price_minor, quantity, position) values
          ('00000000-0000-4000-8000-00000000000a', 'Saree', 100, 2, 0),
          ('00000000-0000-4000-8000-00000000000a', 'Fall and pico', 100, 1, 1);
      `);
      await migrate(db, { migrationsFolder });
      const counts = await client.query<{ number: string; item_count: number }>(
        'select number, item_count from shop_order order by number',
      );
      expect(counts.rows).toEqual([
        { number: 'VO-A', item_count: 3 },
        { number: 'VO-B', item_count: 0 },
      ]);
      // No default is left: a writer that forgets the count fails.
      await expect(
        client.query(`insert into shop_order (number, customer_id, shop_id, shop_name, currency,
            subtotal_minor, total_minor, search_text)
          values ('VO-C', 'u1', '00000000-0000-4000-8000-000000000001', 'Loom', 'INR', 0, 0, 'c')`),
      ).rejects.toThrow(/item_count/);
    } finally {
      await client.close();
    }
  });
});

describe('migration 0045 (the demo data seeded once per part)', () => {
  it(
    'marks every part seeded on a database the demo data was seeded into before it',
    { timeout: 120_000 },
    async () => {
      for (const seededBefore of [true, false]) {
        const client = await PGlite.create({ extensions: { pg_trgm } });
        try {
          const db = drizzle(client);
          await migrate(db, { migrationsFolder: migrationsBefore('0045_demo_seed') });
          if (seededBefore) {
            await client.exec(`insert into "user" (id, name, email) values
            ('u1', 'Asha Demo', 'demo@vitrine.local'),
            ('u2', 'Anita Applicant', 'applicant@vitrine.local')`);
          }
          await migrate(db, { migrationsFolder });
          const parts = await client.query<{ part: string }>(
            'select part from demo_seed order by part',
          );
          expect(parts.rows.map((row) => row.part)).toEqual(
            seededBefore
              ? DEMO_SEED_PARTS.filter((part) => !DEMO_SEED_PARTS_AFTER_0045.includes(part)).sort()
              : [],
          );
        } finally {
          await client.close();
        }
      }
    },
  );
});
