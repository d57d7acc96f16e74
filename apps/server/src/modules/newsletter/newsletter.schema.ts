import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../catalogue/catalogue.schema.ts';

// ---------------------------------------------------------------------------------------------
// Newsletter with double opt-in: pending until the mailed link is opened.

export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; one row per address. */
    email: text().notNull().unique(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** SHA-256 of the confirmation token; the token itself only travels in the mail. */
    confirmTokenHash: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_confirm_token_idx').on(t.confirmTokenHash)],
);
