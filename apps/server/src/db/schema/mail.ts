import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept locally when no SMTP_URL is configured; shown at /dev/mailbox outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
