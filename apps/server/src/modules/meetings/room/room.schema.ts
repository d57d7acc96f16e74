import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A product the shop pinned during the meeting: once per meeting, shown to everyone. The shop
 * may give it a meeting-only price: the booking's customer pays it for the product (any variant)
 * until `MEETING_PRICE_HOURS` (contracts) after the pin.
 */
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
    /** The meeting-only price of one, in minor units; null: the list price. */
    priceMinor: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.productId] }),
    check('meeting_pin_price', sql`${t.priceMinor} is null or ${t.priceMinor} > 0`),
  ],
);

/**
 * Each participant's call quality in a meeting, from their browser's getStats: one row per
 * participant, replaced by each newer report (the browser sends one every 30 seconds and when
 * leaving), so the row holds the totals of their whole call.
 */
export const meetingCallQuality = pgTable(
  'meeting_call_quality',
  {
    bookingId: uuid()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** The room token's participant: an attendee id, or the shop member's user id. */
    participantId: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['booker', 'invitee', 'shop'] }).notNull(),
    transport: text({ enum: ['mesh', 'sfu'] }).notNull(),
    /** From joining to the first decoded remote video frame (null: no frame yet). */
    firstFrameMs: integer(),
    /** The selected candidate pair: through a TURN relay or not (null: not connected yet). */
    path: text({ enum: ['direct', 'relayed'] }),
    framesReceived: integer().notNull(),
    framesDropped: integer().notNull(),
    packetsLost: integer().notNull(),
    reportedAt: timestamptz().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.participantId] }),
    check('meeting_call_quality_path_known', sql`${t.path} in ('direct', 'relayed')`),
    check('meeting_call_quality_transport_known', sql`${t.transport} in ('mesh', 'sfu')`),
  ],
);
