import type { Booking, CreateBookingInput } from '@vitrine/contracts/meetings';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { notFound } from '../platform/lib/app-error.ts';
import type { Availability } from '../modules/availability/index.ts';
import { createCredits, type Credits } from '../modules/credits/index.ts';
import { createMeetingWrites, type MeetingWrites } from '../modules/meetings/index.ts';

/**
 * Booking a video meeting, a flow across modules: the availability module's offered slot, the
 * credits module's debit and the meetings module's booking, its attendees and its outbox events
 * (whose handlers, in meetings.events.ts, send the mails and schedule nothing more), the debit
 * and the booking in one transaction, so that they exist together or not at all.
 */
export function createBookMeeting(deps: {
  meetings: MeetingWrites;
  availability: Pick<Availability, 'offeredSlot'>;
  credits: Credits;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { meetings, availability, credits } = deps;
  return {
    /**
     * POST /user/booking. Reads first, side by side: the booker and the shop, the offered slot
     * (400 when the shop offers none then, 409 when taken or without meeting hours), the names
     * of the interests. Then one transaction: the debit (the credits module's statements, under
     * the account lock), then one statement with the booking, its attendees and its outbox
     * events; the booking's unique slot index holds the slot, and a taken one (409) rolls the
     * debit back. Every booking takes the account lock before the slot, so bookings cannot
     * deadlock (docs/adr/0088-a-booking-is-a-debit-and-one-statement.md). The answer is made
     * from what is known: no read-back after the commit.
     */
    async book(userId: string, input: CreateBookingInput): Promise<Booking> {
      const [found, slot, names] = await Promise.all([
        meetings.bookerAndShop(userId, input.shopId),
        availability.offeredSlot(input.shopId, new Date(input.startsAt), 'shopId'),
        meetings.interestNames(input),
      ]);
      if (!found) throw notFound('User');
      const { shop, ...booker } = found;
      if (!shop) throw notFound('Shop');
      const now = deps.clock();
      const draft = meetings.draft(userId, input, booker, slot, now);

      const debitEntryId = await deps.transaction(async (tx) => {
        const debit = await credits.debit(tx, {
          userId,
          amount: draft.values.creditsUsed,
          kind: 'meeting_debit',
          reference: { type: 'booking', id: draft.values.id },
          description: `Video meeting with ${shop.name}`,
          at: now,
        });
        await meetings.insert(tx, draft, debit.id, now);
        return debit.id;
      });

      return meetings.view(draft, {
        debitEntryId,
        at: now,
        shop,
        customerName: booker.name,
        names,
      });
    },
  };
}

export type BookMeeting = ReturnType<typeof createBookMeeting>;

/** Booking over the database, as the meetings routes are given it. */
export const bookMeetingOf = (
  db: Database,
  options: { availability: Availability; publicUrl: string; clock: () => Date },
): BookMeeting =>
  createBookMeeting({
    meetings: createMeetingWrites(db, { publicUrl: options.publicUrl }),
    availability: options.availability,
    credits: createCredits(db),
    transaction: (work) => runInTransaction(db, work),
    clock: options.clock,
  });
