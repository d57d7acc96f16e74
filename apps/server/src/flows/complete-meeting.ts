import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { createEarnings, type Earnings } from '../modules/earnings/index.ts';
import {
  createMeetingWrites,
  type MeetingFlows,
  type MeetingWrites,
} from '../modules/meetings/index.ts';

/**
 * Completing a meeting, a flow across modules: the meetings module's status flip, its outbox
 * event (the reviews module asks the customer for a review) and the earnings module's posting
 * for the shop, in one transaction. Run by the end-of-meeting job for a meeting the shop joined.
 */
export function createCompleteMeeting(deps: {
  meetings: MeetingWrites;
  earnings: Pick<Earnings, 'meetingCompleted'>;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}): MeetingFlows['complete'] {
  const { meetings, earnings } = deps;
  /** Nothing written when the meeting is no longer in progress; no earning for a full refund. */
  return async (record) => {
    await deps.transaction(async (tx) => {
      const completed = await meetings.markCompleted(tx, record.id);
      if (!completed) return;
      await meetings.events.completed(tx, record.id);
      const credits = record.creditsUsed - record.creditsRefunded;
      if (credits <= 0) return;
      await earnings.meetingCompleted(tx, {
        bookingId: record.id,
        shopId: record.shopId,
        credits,
        at: deps.clock(),
        description: `Video meeting on ${record.startsAt.toISOString().slice(0, 10)}`,
      });
    });
  };
}

/** Completing over the database, as the meetings module is given it. */
export const completeMeetingOf = (
  db: Database,
  options: { publicUrl: string; clock: () => Date; earnings: Config['earnings'] },
): MeetingFlows['complete'] =>
  createCompleteMeeting({
    meetings: createMeetingWrites(db, { publicUrl: options.publicUrl }),
    earnings: createEarnings(db, options.earnings),
    transaction: (work) => runInTransaction(db, work),
    clock: options.clock,
  });
