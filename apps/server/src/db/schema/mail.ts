import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept locally when no SMTP_URL is configured; shown at /dev/mailbox outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the mail (a calendar invitation); null when none. */
  attachments:
    jsonb('attachments').$type<
      { filename: string; contentType: string; content: string; encoding?: 'base64' }[]
    >(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
