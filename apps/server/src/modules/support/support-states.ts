import { SUPPORT_REOPEN_DAYS, type SupportStatus } from '@vitrine/contracts/support';
import { AppError } from '../../platform/lib/app-error.ts';

/**
 * The life of a support request, in one place: open → in progress → waiting for the customer →
 * resolved → closed (staff may skip steps), and back to open ("reopen") within
 * SUPPORT_REOPEN_DAYS of the resolution. Anything else answers 409.
 */
const NEXT: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['in_progress', 'waiting_for_customer', 'resolved', 'closed'],
  in_progress: ['waiting_for_customer', 'resolved', 'closed'],
  waiting_for_customer: ['in_progress', 'resolved', 'closed'],
  resolved: ['closed', 'open'],
  closed: ['open'],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a resolved request may be reopened; null when it was never resolved. */
export const reopenUntil = (resolvedAt: Date | null): Date | null =>
  resolvedAt && new Date(resolvedAt.getTime() + SUPPORT_REOPEN_DAYS * DAY_MS);

const label = (status: SupportStatus) => status.replace(/_/g, ' ');

const illegal = (message: string, from: SupportStatus, to: SupportStatus) =>
  new AppError('CONFLICT', message, [{ field: 'status', message, from, to }]);

/**
 * Checks a change of status and answers the columns it sets (the resolution time); throws 409
 * for a change the state machine does not allow, or a reopen after the window.
 */
export function transition(
  request: { status: SupportStatus; resolvedAt: Date | null },
  to: SupportStatus,
  now: Date,
): { status: SupportStatus; resolvedAt?: Date | null } {
  const from = request.status;
  if (!NEXT[from].includes(to)) {
    throw illegal(`A request that is ${label(from)} cannot become ${label(to)}.`, from, to);
  }
  if (to === 'open') {
    const until = reopenUntil(request.resolvedAt);
    if (!until || now > until) {
      throw illegal(
        `A request can be reopened within ${SUPPORT_REOPEN_DAYS} days of its resolution; open a new one instead.`,
        from,
        to,
      );
    }
    return { status: 'open', resolvedAt: null };
  }
  if (to === 'resolved') return { status: 'resolved', resolvedAt: now };
  return { status: to };
}
