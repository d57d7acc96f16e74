import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';

const timestamptz = () => timestamp({ withTimezone: true });

export const BOOKING_STATUS_VALUES = [
  'booked',
  'in_progress',
  'completed',
  'cancelled_by_customer',
  'cancelled_by_shop',
  'no_show',
] as const;

/**
 * A video meeting a customer booked with a shop for credits. One shop slot holds one live
 * booking: the partial unique index refuses a second one at the same start (cancelled bookings
 * free their slot), whatever the application does.
 */
export const booking = pgTable(
  'booking',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    status: text({ enum: BOOKING_STATUS_VALUES }).notNull().default('booked'),
    creditsUsed: integer().notNull(),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    occasions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceMin: integer(),
    priceMax: integer(),
    priceCurrency: char({ length: 3 }).notNull().default('INR'),
    /** The ledger entries of the debit and of the refund (null until refunded). */
    debitEntryId: bigint({ mode: 'number' }),
    refundEntryId: bigint({ mode: 'number' }),
    creditsRefunded: integer().notNull().default(0),
    cancelledBy: text({ enum: ['customer', 'shop'] }),
    cancelledAt: timestamptz(),
    /** The shop's words when it cancelled, shown to the customer (null: none given). */
    cancelReason: text(),
    /**
     * When the shop first took a room token for this meeting (null: it has not joined); the
     * shop-absence check 15 minutes after the start refunds a meeting without it.
     */
    shopJoinedAt: timestamptz(),
    /** The shop's private notes; never shown to the customer. */
    shopNotes: text().notNull().default(''),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_one_live_per_slot')
      .on(t.shopId, t.startsAt)
      .where(sql`${t.status} not in ('cancelled_by_customer', 'cancelled_by_shop')`),
    index('booking_customer_idx').on(t.customerId, t.startsAt),
    index('booking_shop_idx').on(t.shopId, t.startsAt),
    check('booking_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'booking_status_known',
      sql`${t.status} in ('booked', 'in_progress', 'completed', 'cancelled_by_customer', 'cancelled_by_shop', 'no_show')`,
    ),
    check('booking_credits_not_negative', sql`${t.creditsUsed} >= 0 and ${t.creditsRefunded} >= 0`),
  ],
);

/** Who takes part: the booker and up to two invitees, each with their own id (their join link). */
export const bookingAttendee = pgTable(
  'booking_attendee',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    role: text({ enum: ['booker', 'invitee'] }).notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    /**
     * The account this invitee is: set when the attendee link is opened signed in. Until then an
     * invitation belongs to whoever holds `email` verified.
     */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('booking_attendee_booking_idx').on(t.bookingId),
    index('booking_attendee_email_idx').on(t.email),
    index('booking_attendee_user_idx').on(t.userId),
    check('booking_attendee_role_known', sql`${t.role} in ('booker', 'invitee')`),
  ],
);
