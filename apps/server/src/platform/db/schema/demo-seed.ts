import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The parts of the demo data already seeded into this database, one row each. A part runs once:
 * a later start (or `npm run db:seed`) skips it, so what people changed since (a shop approved
 * without hours, a restored product, an emptied address book) stays as they left it.
 */
export const demoSeed = pgTable('demo_seed', {
  part: text().primaryKey(),
  seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
