import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { demoSeed } from '../platform/db/schema/demo-seed.ts';

/**
 * The parts of the demo data, each seeded once into a database (the `demo_seed` table records
 * them; migration 0045 marks them all on a database seeded before it).
 */
export const DEMO_SEED_PARTS = [
  'accounts',
  'catalogue',
  'shop-owners',
  'vendor-listings',
  'credit-plans',
  'shop-application',
  'meetings',
  'chat',
  'orders',
  'addresses',
  'support-and-reviews',
  'stitching',
  'earnings',
  'checkout',
  'trunk-shows',
] as const;
export type DemoSeedPart = (typeof DEMO_SEED_PARTS)[number];

/**
 * Parts added after migration 0045, which therefore does not mark them: each runs only beside a
 * catalogue seeded in the same run (a new database), so an older demo database never gets them.
 */
export const DEMO_SEED_PARTS_AFTER_0045: readonly DemoSeedPart[] = ['checkout', 'trunk-shows'];

/**
 * Runs one part of the demo data unless an earlier run did (undefined then), and records it. A
 * restart or a second `npm run db:seed` therefore never touches what people have done with the
 * demo data since: a part's own "add only what is missing" would undo a deletion or an edit.
 * Two processes starting at once may both run a part; every part is safe to run twice at once
 * (each takes a lock or inserts with ON CONFLICT DO NOTHING).
 */
export async function seedOnce<T>(
  db: Database,
  part: DemoSeedPart,
  run: () => Promise<T>,
): Promise<T | undefined> {
  const [done] = await db
    .select({ part: demoSeed.part })
    .from(demoSeed)
    .where(eq(demoSeed.part, part));
  if (done) return undefined;
  const result = await run();
  await db.insert(demoSeed).values({ part }).onConflictDoNothing();
  return result;
}
