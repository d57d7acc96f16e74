import { REFUND_WINDOW_MS } from '@vitrine/contracts/meetings';
import type { Database } from '../../../platform/db/client.ts';
import type { Transaction } from '../../../platform/db/transaction.ts';
import { AppError, notFound } from '../../../platform/lib/app-error.ts';
import { conflict } from '../meeting-rules.ts';
import { trunkShowEvents } from './trunk-show.events.ts';
import { createTrunkShowRepository, type TrunkShowRecord } from './trunk-show.repository.ts';
import { seatView } from './trunk-show.service.ts';

/** 409 TRUNK_SHOW_FULL: every seat is taken. */
export const trunkShowFull = () =>
  new AppError(
    'TRUNK_SHOW_FULL',
    'Every seat of this trunk show is taken. Another trunk show of the shop may have seats left.',
  );

/**
 * The meetings module's writes for the flows that book and cancel trunk show seats (each in a
 * transaction the flow opens, beside the credits module's debit or refund), with the reads and
 * rules that come before them and the outbox events each writes. Every write takes the show's
 * row first (the seat count, or its lock), then a seat, and the flow then an account.
 */
export function createTrunkShowWrites(db: Database) {
  const repository = createTrunkShowRepository(db);
  return {
    /**
     * The show a seat is booked at: 404 when there is none, 409 when cancelled or started,
     * 409 TRUNK_SHOW_FULL when no seat is left (read before the transaction; the take decides).
     */
    async openShow(trunkShowId: string, now: Date): Promise<TrunkShowRecord> {
      const show = await repository.findById(trunkShowId);
      if (!show) throw notFound('Trunk show');
      if (show.status !== 'scheduled') throw conflict('This trunk show was cancelled.');
      if (now.getTime() >= show.startsAt.getTime()) {
        throw conflict('This trunk show has started; seats can no longer be booked.');
      }
      if (show.seatsTaken >= show.capacity) throw trunkShowFull();
      return show;
    },

    /**
     * Takes a seat of the show under its row lock (409 TRUNK_SHOW_FULL when none is left, 409
     * when cancelled or started meanwhile), so that the transaction rolls back what came after.
     */
    async takeSeat(tx: Transaction, show: TrunkShowRecord, now: Date): Promise<void> {
      if (await repository.takeSeat(tx, show.id, now)) return;
      const current = await repository.openState(tx, show.id);
      if (current && current.status === 'scheduled' && current.startsAt > now) {
        throw trunkShowFull();
      }
      throw conflict('This trunk show is no longer open for booking.');
    },

    /** The seat row and its booked event; 409 when the customer already holds a seat. */
    async insertSeat(
      tx: Transaction,
      values: {
        id: string;
        trunkShowId: string;
        customerId: string;
        creditsUsed: number;
        debitEntryId: number;
        at: Date;
      },
    ) {
      const seat = await repository.insertSeat(tx, values);
      if (!seat) {
        throw conflict('You already hold a seat at this trunk show.', [
          { field: 'trunkShowId', message: 'already has your seat' },
        ]);
      }
      await trunkShowEvents.seatBooked(tx, seat.id);
      return seat;
    },

    /** The refund of a seat its holder cancels: all of it 24 hours or more ahead, else none. */
    refundOf: (show: TrunkShowRecord, creditsUsed: number, now: Date) =>
      show.startsAt.getTime() - now.getTime() >= REFUND_WINDOW_MS ? creditsUsed : 0,

    lockShow: (tx: Transaction, trunkShowId: string) => repository.lockShow(tx, trunkShowId),
    cancelSeat: repository.cancelSeat,
    giveSeatBack: repository.giveSeatBack,
    recordRefund: repository.recordRefund,
    cancelShow: repository.cancelShow,
    seatView,
    events: trunkShowEvents,
  };
}

export type TrunkShowWrites = ReturnType<typeof createTrunkShowWrites>;
