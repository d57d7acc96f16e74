import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { createCredits, type Credits } from '../modules/credits/index.ts';
import {
  createMeetingWrites,
  type MeetingFlows,
  type MeetingWrites,
} from '../modules/meetings/index.ts';

/**
 * Cancelling a meeting, a flow across modules: the meetings module's status flip and the credits
 * module's refund in one transaction, then the cancellation's outbox event (its handler in
 * meetings.events.ts tells everyone). Used by the customer's and the shop's cancellations and by
 * the shop-absence and end-of-meeting jobs.
 */
export function createCancelMeeting(deps: {
  meetings: MeetingWrites;
  credits: Credits;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}): MeetingFlows['cancel'] {
  const { meetings, credits } = deps;
  /**
   * The meetings module's rules first (409 when it may not be cancelled; the refund due), then
   * one transaction: the status flip guards the refund (and the ledger's index), so of two
   * changes one goes through; false, and nothing written, when another came first.
   */
  return async (record, by, reason, note) => {
    const now = deps.clock();
    const cancellation = meetings.cancellation(record, by, now, reason);
    return deps.transaction(async (tx) => {
      const cancelled = await meetings.markCancelled(tx, record, cancellation, now, note);
      if (!cancelled) return false;
      if (cancellation.refund > 0) {
        const entry = await credits.grant(tx, {
          userId: record.customerId,
          amount: cancellation.refund,
          kind: 'refund',
          reference: { type: 'booking', id: record.id },
          description: cancellation.description,
          at: now,
        });
        await meetings.recordRefund(tx, cancelled, entry.id, cancellation.refund);
      }
      await meetings.events.cancelled(tx, record.id, by, reason);
      return true;
    });
  };
}

/** Cancelling over the database, as the meetings module is given it. */
export const cancelMeetingOf = (
  db: Database,
  options: { publicUrl: string; clock: () => Date },
): MeetingFlows['cancel'] =>
  createCancelMeeting({
    meetings: createMeetingWrites(db, { publicUrl: options.publicUrl }),
    credits: createCredits(db),
    transaction: (work) => runInTransaction(db, work),
    clock: options.clock,
  });
