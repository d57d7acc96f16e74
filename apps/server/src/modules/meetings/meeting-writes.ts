import {
  MEETING_CREDIT_COST,
  type Booking,
  type CreateBookingInput,
} from '@vitrine/contracts/meetings';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { slotTaken } from '../availability/index.ts';
import { bookingView } from './booking-view.ts';
import { cancellationOf, jobsFor, type Cancellation } from './meeting-rules.ts';
import { meetingEvents, type CancelReason, type MeetingJobs } from './meetings.events.ts';
import {
  bookingRow,
  createMeetingsRepository,
  interestsOf,
  type BookingAttendeeValues,
  type BookingRecord,
  type BookingValues,
  type InterestNames,
} from './meetings.repository.ts';

/** A booking about to be written: its row's values, its attendees and its delayed jobs. */
export type BookingDraft = {
  values: BookingValues;
  attendees: BookingAttendeeValues[];
  jobs: MeetingJobs;
};

/**
 * The meetings module's writes for the flows that book, cancel and complete a meeting (each in
 * a transaction the flow opens, beside the credits and earnings modules' writes), with the
 * reads that come before them and the outbox events each writes.
 */
export function createMeetingWrites(db: Database, options: { publicUrl: string }) {
  const repository = createMeetingsRepository(db);
  const { publicUrl } = options;
  return {
    /** The booker's name and email and the shop's name and zone (undefined: no such user). */
    bookerAndShop: (userId: string, shopId: string) => repository.bookerAndShop(userId, shopId),

    /** The names of the categories and occasions a booker chose. */
    interestNames: (slugs: { categories: string[]; occasions: string[] }) =>
      repository.interestNames(slugs),

    /** A new booking of `slot` for `userId`: its ids, row values, attendees and jobs. */
    draft(
      userId: string,
      input: CreateBookingInput,
      booker: { name: string; email: string },
      slot: { startsAt: Date; endsAt: Date },
      now: Date,
    ): BookingDraft {
      const bookingId = randomUUID();
      const attendees = [
        { id: randomUUID(), name: booker.name, email: booker.email, role: 'booker' as const },
        ...input.invitees.map((invitee) => ({
          id: randomUUID(),
          name: invitee.name,
          email: invitee.email,
          role: 'invitee' as const,
        })),
      ];
      const values = {
        id: bookingId,
        shopId: input.shopId,
        customerId: userId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        creditsUsed: MEETING_CREDIT_COST,
        categories: input.categories,
        occasions: input.occasions,
        priceMin: input.priceRange.min ?? null,
        priceMax: input.priceRange.max ?? null,
        priceCurrency: input.priceRange.currency.toUpperCase(),
      };
      return { values, attendees, jobs: jobsFor(bookingId, slot.startsAt, slot.endsAt, now) };
    },

    /**
     * The booking, its attendees and its outbox events (created, reminders, the shop-absence
     * check, its end) in one statement, its debit already written; 409 (`slotTaken`) when the
     * slot already holds a live booking, so that the transaction rolls the debit back.
     */
    async insert(tx: Transaction, draft: BookingDraft, debitEntryId: number, at: Date) {
      const inserted = await repository.insertBooking(
        tx,
        { ...draft.values, debitEntryId, at },
        draft.attendees,
        meetingEvents.booked(draft.jobs, bookingRow),
      );
      if (!inserted) throw slotTaken();
    },

    /** The new booking as answered, from what the booking knew: no read-back after the commit. */
    view(
      draft: BookingDraft,
      written: {
        debitEntryId: number;
        at: Date;
        shop: { name: string; timeZone: string };
        customerName: string;
        names: InterestNames;
      },
    ): Booking {
      const { values } = draft;
      const { at: now } = written;
      return bookingView(
        {
          ...values,
          status: 'booked',
          debitEntryId: written.debitEntryId,
          refundEntryId: null,
          creditsRefunded: 0,
          cancelledBy: null,
          cancelledAt: null,
          cancelReason: null,
          shopJoinedAt: null,
          shopNotes: '',
          createdAt: now,
          updatedAt: now,
          shopName: written.shop.name,
          shopTimeZone: written.shop.timeZone,
          customerName: written.customerName,
          attendees: draft.attendees.map((a) => ({
            ...a,
            bookingId: values.id,
            createdAt: now,
            userId: null,
          })),
          interests: interestsOf(values, written.names),
        },
        publicUrl,
      );
    },

    /** Whether `by` may cancel now, and the refund due (409 when it may not). */
    cancellation: (
      record: BookingRecord,
      by: 'customer' | 'shop',
      now: Date,
      reason?: CancelReason,
    ): Cancellation => cancellationOf(record, by, now, reason),

    /**
     * Flips the meeting to cancelled by `cancellation.by` (the row lock queues other changes),
     * only from `cancellation.from`; for the shop's absence, only while the shop has still not
     * joined and the start has not moved. Null, nothing written, when another change came
     * first. `note`: the shop's words to the customer.
     */
    markCancelled: (
      tx: Transaction,
      record: BookingRecord,
      cancellation: Cancellation,
      at: Date,
      note?: string,
    ) =>
      repository.transition(
        tx,
        record.id,
        cancellation.from,
        {
          status: cancellation.by === 'customer' ? 'cancelled_by_customer' : 'cancelled_by_shop',
          cancelledBy: cancellation.by,
          cancelledAt: at,
          cancelReason: cancellation.by === 'shop' && note ? note : null,
        },
        cancellation.reason === 'shop-absent' ? record.startsAt : undefined,
      ),

    /** The refund of a cancelled meeting: its ledger entry and amount. */
    recordRefund: async (
      tx: Transaction,
      cancelled: { id: string; status: BookingRecord['status'] },
      entryId: number,
      amount: number,
    ) =>
      void (await repository.transition(tx, cancelled.id, [cancelled.status], {
        refundEntryId: entryId,
        creditsRefunded: amount,
      })),

    /** Flips a meeting in progress to completed; null when it was not in progress any more. */
    markCompleted: (tx: Transaction, bookingId: string) =>
      repository.transition(tx, bookingId, ['in_progress'], { status: 'completed' }),

    /** The outbox events of a cancellation and a completion. */
    events: { cancelled: meetingEvents.cancelled, completed: meetingEvents.completed },
  };
}

export type MeetingWrites = ReturnType<typeof createMeetingWrites>;
