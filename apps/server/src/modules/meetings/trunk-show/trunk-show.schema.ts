import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../../users/auth.schema.ts';
import { shop } from '../../catalogue/catalogue.schema.ts';
import { product } from '../../products/products.schema.ts';

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * A trunk show: a group meeting a shop presents to up to `capacity` shoppers, each holding a
 * seat bought for `creditsPerSeat`. `seatsTaken` counts the live seats; a seat is taken by one
 * guarded increment (`seats_taken < capacity`), so concurrent bookings queue on the row and the
 * check constraint refuses anything past the capacity whatever the application does.
 */
export const trunkShow = pgTable(
  'trunk_show',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    capacity: integer().notNull(),
    seatsTaken: integer().notNull().default(0),
    creditsPerSeat: integer().notNull(),
    status: text({ enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    cancelledAt: timestamptz(),
    /** The shop's words when it cancelled, told to every seat holder (null: none given). */
    cancelReason: text(),
    /** When the shop first took a room token for it (null: it has not joined). */
    shopJoinedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('trunk_show_shop_idx').on(t.shopId, t.startsAt),
    check('trunk_show_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('trunk_show_capacity_positive', sql`${t.capacity} > 0`),
    check(
      'trunk_show_seats_within_capacity',
      sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`,
    ),
    check('trunk_show_credits_positive', sql`${t.creditsPerSeat} > 0`),
    check('trunk_show_status_known', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/** A shopper's seat at a trunk show, paid with credits; one live seat per shopper and show. */
export const trunkShowSeat = pgTable(
  'trunk_show_seat',
  {
    id: uuid().primaryKey().defaultRandom(),
    trunkShowId: uuid()
      .notNull()
      .references(() => trunkShow.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: ['booked', 'cancelled_by_customer', 'cancelled_by_shop'] })
      .notNull()
      .default('booked'),
    creditsUsed: integer().notNull(),
    /** The ledger entries of the debit and of the refund (null until refunded). */
    debitEntryId: bigint({ mode: 'number' }),
    refundEntryId: bigint({ mode: 'number' }),
    creditsRefunded: integer().notNull().default(0),
    cancelledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trunk_show_seat_one_live_per_customer')
      .on(t.trunkShowId, t.customerId)
      .where(sql`${t.status} = 'booked'`),
    index('trunk_show_seat_customer_idx').on(t.customerId),
    check(
      'trunk_show_seat_status_known',
      sql`${t.status} in ('booked', 'cancelled_by_customer', 'cancelled_by_shop')`,
    ),
    check(
      'trunk_show_seat_credits_not_negative',
      sql`${t.creditsUsed} >= 0 and ${t.creditsRefunded} >= 0`,
    ),
  ],
);

/** The room's chat of a trunk show (the shop and its seat holders ask and answer there). */
export const trunkShowChatMessage = pgTable(
  'trunk_show_chat_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    trunkShowId: uuid()
      .notNull()
      .references(() => trunkShow.id, { onDelete: 'cascade' }),
    /** The room token's participant: a seat id, or the shop member's user id. */
    participantId: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['shop', 'viewer'] }).notNull(),
    body: text().notNull(),
    sentAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('trunk_show_chat_message_show_idx').on(t.trunkShowId, t.sentAt),
    check('trunk_show_chat_message_role_known', sql`${t.role} in ('shop', 'viewer')`),
  ],
);

/** A product the shop pinned during its trunk show: once per show, shown to everyone. */
export const trunkShowPin = pgTable(
  'trunk_show_pin',
  {
    trunkShowId: uuid()
      .notNull()
      .references(() => trunkShow.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    pinnedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trunkShowId, t.productId] })],
);
