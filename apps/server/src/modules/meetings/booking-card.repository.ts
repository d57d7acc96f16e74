import { QueryBuilder } from 'drizzle-orm/pg-core';
import { booking } from './meetings.schema.ts';

/**
 * What other modules read of a meeting (a booking) beside their own rows, in the same statement:
 * its shop, its customer, its status and its times, as a read-only subquery over the booking
 * table that they join (`bookingCard.status`). PostgreSQL folds a plain subquery into the query
 * around it, so joining it costs what joining the table did; the meetings module keeps the table
 * (and every write to it) to itself.
 */
// Column names as the database client writes them (snake_case).
export const bookingCard = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: booking.id,
    shopId: booking.shopId,
    customerId: booking.customerId,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
  })
  .from(booking)
  .as('booking_card');
