import type { TrunkShowSeat } from '@vitrine/contracts/trunk-shows';
import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { createCredits, type Credits } from '../modules/credits/index.ts';
import { createTrunkShowWrites, type TrunkShowWrites } from '../modules/meetings/index.ts';

/**
 * Booking a seat at a trunk show, a flow across modules: the meetings module's seat count and
 * seat, the credits module's debit, in one transaction, so that they exist together or not at
 * all. The show's row is taken first (the guarded increment of its seat count: concurrent
 * bookings queue on it, the one finding no seat left is 409 TRUNK_SHOW_FULL), then the
 * account (the debit, 402 when short), then the seat (409 for a second seat of the same
 * shopper); any refusal rolls back the rest.
 */
export function createBookTrunkShowSeat(deps: {
  trunkShows: TrunkShowWrites;
  credits: Credits;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { trunkShows, credits } = deps;
  return {
    async book(userId: string, trunkShowId: string): Promise<TrunkShowSeat> {
      const now = deps.clock();
      const show = await trunkShows.openShow(trunkShowId, now);
      const seatId = randomUUID();
      const seat = await deps.transaction(async (tx) => {
        await trunkShows.takeSeat(tx, show, now);
        const debit = await credits.debit(tx, {
          userId,
          amount: show.creditsPerSeat,
          kind: 'meeting_debit',
          reference: { type: 'trunk_show_seat', id: seatId },
          description: `Trunk show “${show.title}” with ${show.shopName}`,
          at: now,
        });
        return trunkShows.insertSeat(tx, {
          id: seatId,
          trunkShowId,
          customerId: userId,
          creditsUsed: show.creditsPerSeat,
          debitEntryId: debit.id,
          at: now,
        });
      });
      return trunkShows.seatView(seat, { ...show, seatsTaken: show.seatsTaken + 1 });
    },
  };
}

export type BookTrunkShowSeat = ReturnType<typeof createBookTrunkShowSeat>;

/** Booking a seat over the database, as the trunk show routes are given it. */
export const bookTrunkShowSeatOf = (db: Database, options: { clock: () => Date }) =>
  createBookTrunkShowSeat({
    trunkShows: createTrunkShowWrites(db),
    credits: createCredits(db),
    transaction: (work) => runInTransaction(db, work),
    clock: options.clock,
  });
