import { MAX_INVITEES } from '@vitrine/contracts/meeting-policy';
import type { BookingDraftState, Invitee } from '../state/booking-draft-slice.ts';

/** The booking form's steps, in order (issue 11 item 2). */
export const BOOKING_STEPS = ['date', 'slot', 'interests', 'budget', 'invitees', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const stepLabels: Record<BookingStep, string> = {
  date: 'Date',
  slot: 'Time',
  interests: 'Interests',
  budget: 'Budget',
  invitees: 'Invitees',
  review: 'Review',
};

// The same shape the server checks (contracts' emailSchema), without zod on this screen.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why one person to invite cannot be added, per field; empty when they can. */
export function inviteeProblems(
  invitee: Invitee,
  already: Invitee[],
  bookerEmail?: string,
): Partial<Record<keyof Invitee, string>> {
  const problems: Partial<Record<keyof Invitee, string>> = {};
  const name = invitee.name.trim();
  const email = invitee.email.trim().toLowerCase();
  if (!name) problems.name = 'Enter their name';
  else if (name.length > 120) problems.name = 'At most 120 characters';
  if (!email) problems.email = 'Enter their email';
  else if (!emailPattern.test(email)) problems.email = 'Enter an email like name@example.com';
  else if (already.some((other) => other.email.toLowerCase() === email)) {
    problems.email = 'This person is already invited';
  } else if (bookerEmail && bookerEmail.toLowerCase() === email) {
    problems.email = 'You are coming anyway: invite someone else';
  }
  if (already.length >= MAX_INVITEES) {
    problems.email = `You can invite at most ${MAX_INVITEES} people`;
  }
  return problems;
}

const priceProblem = ({ min, max }: BookingDraftState['priceRange']) => {
  if (min !== null && (!Number.isInteger(min) || min < 0))
    return 'The lowest price must be 0 or more';
  if (max !== null && (!Number.isInteger(max) || max < 0))
    return 'The highest price must be 0 or more';
  if (min !== null && max !== null && min > max)
    return 'The highest price must not be below the lowest';
  return null;
};

/** Why the step cannot be left with Next yet, or null when it can. */
export function stepProblem(step: BookingStep, draft: BookingDraftState): string | null {
  switch (step) {
    case 'date':
      return draft.selectedDate ? null : 'Choose a date';
    case 'slot':
      return draft.meetingSlot ? null : 'Choose a time';
    case 'interests':
      return draft.categories.length + draft.occasions.length > 0
        ? null
        : 'Choose at least one category or occasion';
    case 'budget':
      return priceProblem(draft.priceRange);
    case 'invitees':
      return draft.invitees.length <= MAX_INVITEES ? null : `At most ${MAX_INVITEES} people`;
    case 'review':
      return (
        BOOKING_STEPS.slice(0, -1)
          .map((earlier) => stepProblem(earlier, draft))
          .find((problem) => problem !== null) ?? null
      );
  }
}

/** The first step that still needs something: where a restored draft resumes. */
export function firstIncompleteStep(draft: BookingDraftState): BookingStep {
  return BOOKING_STEPS.find((step) => stepProblem(step, draft) !== null) ?? 'review';
}
