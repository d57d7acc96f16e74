import {
  REFUND_WINDOW_MS,
  REMINDER_LEADS,
  type BookingStatus,
  type ReminderLead,
} from '@vitrine/contracts/meetings';
import { AppError } from '../../platform/lib/app-error.ts';
import type { CancelReason, MeetingJobs } from './meetings.events.ts';
import type { BookingRecord } from './meetings.repository.ts';

export const conflict = (message: string, details?: unknown) =>
  new AppError('CONFLICT', message, details);

/** 409: a meeting in `record.status` cannot undergo `change` ("cancelled", "moved" …). */
export const illegal = (record: { status: BookingStatus }, change: string) =>
  conflict(`A ${record.status.replace(/_/g, ' ')} meeting cannot be ${change}.`, {
    status: record.status,
  });

/** Reminders and the end-of-meeting job for the booking's times: a reminder only if ahead. */
export function jobsFor(bookingId: string, startsAt: Date, endsAt: Date, now: Date): MeetingJobs {
  // A meeting booked 3 hours ahead gets no 24-hour reminder.
  const leads = (Object.keys(REMINDER_LEADS) as ReminderLead[]).filter(
    (lead) => startsAt.getTime() - REMINDER_LEADS[lead] > now.getTime(),
  );
  return { bookingId, startsAt, endsAt, leads };
}

/** How a cancellation goes: the statuses it may start from, the refund and its ledger text. */
export type Cancellation = {
  by: 'customer' | 'shop';
  reason?: CancelReason;
  from: BookingStatus[];
  refund: number;
  description: string;
};

/**
 * Whether `by` may cancel the meeting at `now`, and the refund due: all of it when the shop
 * cancels (or was absent) or when the customer cancels 24 hours or more ahead, else none. A
 * cancellation for the shop's absence may start from `in_progress` (the customer may be waiting
 * in the room). 409 when the meeting cannot be cancelled (any more).
 */
export function cancellationOf(
  record: BookingRecord,
  by: 'customer' | 'shop',
  now: Date,
  reason?: CancelReason,
): Cancellation {
  const from: BookingStatus[] = reason === 'shop-absent' ? ['booked', 'in_progress'] : ['booked'];
  if (!from.includes(record.status)) throw illegal(record, 'cancelled');
  if (by === 'customer' && now.getTime() >= record.startsAt.getTime()) {
    throw conflict('The meeting has started; it can no longer be cancelled.', {
      status: record.status,
    });
  }
  const refund =
    by === 'shop' || record.startsAt.getTime() - now.getTime() >= REFUND_WINDOW_MS
      ? record.creditsUsed
      : 0;
  const description =
    reason === 'shop-absent'
      ? `Refund: meeting with ${record.shopName} cancelled, the shop did not join`
      : `Refund: meeting with ${record.shopName} cancelled${by === 'shop' ? ' by the shop' : ''}`;
  return { by, reason, from, refund, description };
}
