import { MEETING_CREDIT_COST, REFUND_WINDOW_MS } from '@vitrine/contracts/meeting-policy';

const windowHours = REFUND_WINDOW_MS / (60 * 60 * 1000);

/** The customer's cancellation rule in words, from the contract's constants. */
export const customerRefundPolicy = `Cancel ${windowHours} hours or more before the start and all ${MEETING_CREDIT_COST} credits come back; later, no credits come back.`;

/** What cancelling now gives back to the customer who booked. */
export function customerRefundIfCancelledAt(
  meeting: { startsAt: string; creditsUsed: number },
  now: Date,
): number {
  return Date.parse(meeting.startsAt) - now.getTime() >= REFUND_WINDOW_MS ? meeting.creditsUsed : 0;
}

/** Rescheduling follows the same window as a refund. */
export function canReschedule(meeting: { startsAt: string; status: string }, now: Date): boolean {
  return (
    meeting.status === 'booked' && Date.parse(meeting.startsAt) - now.getTime() >= REFUND_WINDOW_MS
  );
}

export const rescheduleRule = `A meeting can be moved up to ${windowHours} hours before its start, without a second charge.`;
