import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { createCredits, type Credits } from '../modules/credits/index.ts';
import {
  createTrunkShowWrites,
  type TrunkShowFlows,
  type TrunkShowWrites,
} from '../modules/meetings/index.ts';

/**
 * Cancelling a trunk show seat (by its holder) or a whole show (by its shop), a flow across
 * modules: the meetings module's status flips and the credits module's refunds in one
 * transaction, then the outbox event (its handler tells the holders). Each takes the show's row
 * first, then the seats, then the accounts, as booking does, so none can deadlock another.
 */
export function createCancelTrunkShow(deps: {
  trunkShows: TrunkShowWrites;
  credits: Credits;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}): TrunkShowFlows {
  const { trunkShows, credits } = deps;
  return {
    /** The seat gives its place back; refunded 24 hours or more ahead. False: cancelled already. */
    cancelSeat: async (seat, show) => {
      const now = deps.clock();
      const refund = trunkShows.refundOf(show, seat.creditsUsed, now);
      return deps.transaction(async (tx) => {
        await trunkShows.lockShow(tx, show.id);
        const cancelled = await trunkShows.cancelSeat(tx, seat.id, 'cancelled_by_customer', now);
        if (!cancelled) return false;
        await trunkShows.giveSeatBack(tx, show.id, now);
        if (refund > 0) {
          const entry = await credits.grant(tx, {
            userId: seat.customerId,
            amount: refund,
            kind: 'refund',
            reference: { type: 'trunk_show_seat', id: seat.id },
            description: `Refund: trunk show “${show.title}” seat cancelled`,
            at: now,
          });
          await trunkShows.recordRefund(tx, seat.id, entry.id, refund);
        }
        await trunkShows.events.seatCancelled(tx, seat.id);
        return true;
      });
    },

    /** The show is cancelled and every live seat refunded in full. False: cancelled already. */
    cancelShow: async (show, reason) => {
      const now = deps.clock();
      return deps.transaction(async (tx) => {
        const cancelled = await trunkShows.cancelShow(tx, show.id, now, reason);
        if (!cancelled) return false;
        for (const seat of cancelled.seats) {
          await trunkShows.cancelSeat(tx, seat.id, 'cancelled_by_shop', now);
          if (seat.creditsUsed > 0) {
            const entry = await credits.grant(tx, {
              userId: seat.customerId,
              amount: seat.creditsUsed,
              kind: 'refund',
              reference: { type: 'trunk_show_seat', id: seat.id },
              description: `Refund: trunk show “${show.title}” cancelled by ${show.shopName}`,
              at: now,
            });
            await trunkShows.recordRefund(tx, seat.id, entry.id, seat.creditsUsed);
          }
        }
        await trunkShows.events.cancelled(tx, show.id);
        return true;
      });
    },
  };
}

/** Cancelling over the database, as the meetings module is given it. */
export const cancelTrunkShowOf = (db: Database, options: { clock: () => Date }): TrunkShowFlows =>
  createCancelTrunkShow({
    trunkShows: createTrunkShowWrites(db),
    credits: createCredits(db),
    transaction: (work) => runInTransaction(db, work),
    clock: options.clock,
  });
