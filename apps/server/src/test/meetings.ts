import { WEEKDAYS } from '@vitrine/contracts/availability';
import type { FastifyInstance } from 'fastify';
import { shopAvailability } from '../modules/availability/availability.schema.ts';
import { booking, bookingAttendee } from '../modules/meetings/meetings.schema.ts';
import { user } from '../modules/users/auth.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { eq } from 'drizzle-orm';
import { createCredits } from '../modules/credits/index.ts';

/** Opens the shop every day around the clock, 30-minute meetings, no notice, 60 days ahead. */
export async function openAroundTheClock(app: FastifyInstance, shopId: string): Promise<void> {
  const allDay = [{ start: '00:00', end: '24:00' }];
  await app.database.db
    .insert(shopAvailability)
    .values({
      shopId,
      weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, allDay])) as never,
      exceptions: [],
      meetingMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeMinutes: 0,
      horizonDays: 60,
    })
    .onConflictDoNothing();
}

/** Gives the user credits (a staff adjustment), as a purchase would. */
export async function giveCredits(
  app: FastifyInstance,
  userId: string,
  amount: number,
): Promise<void> {
  const db = app.database.db;
  await runInTransaction(db, (tx) =>
    createCredits(db).grant(tx, { userId, amount, kind: 'staff_adjustment', reference: null }),
  );
}

/**
 * A booking written straight to the database (no debit, no mail): for fixtures that need one
 * to exist, such as the ownership matrix. Returns the booking id and the booker's attendee id.
 */
export async function insertBooking(
  app: FastifyInstance,
  values: { shopId: string; customerId: string; startsAt: Date; minutes?: number },
): Promise<{ id: string; attendeeId: string }> {
  const db = app.database.db;
  const [customer] = await db.select().from(user).where(eq(user.id, values.customerId));
  const [row] = await db
    .insert(booking)
    .values({
      shopId: values.shopId,
      customerId: values.customerId,
      startsAt: values.startsAt,
      endsAt: new Date(values.startsAt.getTime() + (values.minutes ?? 30) * 60_000),
      creditsUsed: 30,
    })
    .returning({ id: booking.id });
  const [attendee] = await db
    .insert(bookingAttendee)
    .values({
      bookingId: row!.id,
      name: customer!.name,
      email: customer!.email,
      role: 'booker',
    })
    .returning({ id: bookingAttendee.id });
  return { id: row!.id, attendeeId: attendee!.id };
}
