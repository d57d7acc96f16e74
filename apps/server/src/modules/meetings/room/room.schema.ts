import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { product } from '../../products/products.schema.ts';
import { booking } from '../meetings.schema.ts';

const timestamptz = () => timestamp({ withTimezone: true });

/** The in-call chat of a meeting, kept with the booking (the summary shows it afterwards). */
export const meetingChatMessage = pgTable(
  'meeting_chat_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** The room token's participant: an attendee id, or the shop member's user id. */
    participantId: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['booker', 'invitee', 'shop'] }).notNull(),
    body: text().notNull(),
    sentAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('meeting_chat_message_booking_idx').on(t.bookingId, t.sentAt),
    check('meeting_chat_message_role_known', sql`${t.role} in ('booker', 'invitee', 'shop')`),
  ],
);

/** A product the shop pinned during the meeting: once per meeting, shown to everyone. */
export const meetingPin = pgTable(
  'meeting_pin',
  {
    bookingId: uuid()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    pinnedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.productId] })],
);
