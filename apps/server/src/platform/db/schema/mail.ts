import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * Every mail the server sends, by its Message-ID and recipient: the key that makes a mail go out
 * once however often its outbox event is delivered. `sending` is claimed before the send (a
 * failed send deletes it; one older than the lease was cut off by a crash and may be taken over),
 * `sent` after it.
 */
export const mailDelivery = pgTable(
  'mail_delivery',
  {
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    state: text('state', { enum: ['sending', 'sent'] })
      .notNull()
      .default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.recipient] }),
    index('mail_delivery_claimed_at_idx').on(t.claimedAt),
    check('mail_delivery_state_known', sql`${t.state} in ('sending', 'sent')`),
  ],
);

/**
 * The mails a user's request caused that are capped (invitations): why, who asked, to whom,
 * when. Counted per sender and per recipient in a window before another is written.
 */
export const mailSendLog = pgTable(
  'mail_send_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reason: text('reason').notNull(),
    senderId: text('sender_id').notNull(),
    /** The mailbox, canonical (case, `+tag`, Gmail's dots): one person however it is written. */
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_send_log_recipient_idx').on(t.reason, t.recipient, t.sentAt),
    index('mail_send_log_sender_idx').on(t.reason, t.senderId, t.sentAt),
  ],
);
