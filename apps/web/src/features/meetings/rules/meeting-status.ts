import type { BookingStatus } from '@vitrine/contracts/meetings';
import { bookingStatusColours, bookingStatusLabels } from '../../../lib/status-labels.ts';

/** The customer's view: their own cancellation is "you". */
export const statusLabels: Record<BookingStatus, string> = {
  ...bookingStatusLabels,
  cancelled_by_customer: 'Cancelled by you',
};

/** The shop's view names the customer, and its own cancellation is "you". */
export const shopStatusLabels: Record<BookingStatus, string> = {
  ...bookingStatusLabels,
  cancelled_by_shop: 'Cancelled by you',
};

export const statusColors = bookingStatusColours;

/** Paths of the meeting room (built by the room's own feature; these only link to it). */
export const roomPaths = {
  booker: (bookingId: string) => `/user/meetings/${bookingId}/room`,
  invitee: (bookingId: string, attendeeId: string) => `/join-meet/${bookingId}/${attendeeId}`,
  shop: (bookingId: string) => `/vendor/bookings/${bookingId}/room`,
};

const WHENS = ['upcoming', 'past', 'all'] as const;
export type When = (typeof WHENS)[number];

/** The `when` of a URL, or the list's default when it names none. */
export const whenOf = (value: string, fallback: When): When =>
  WHENS.find((when) => when === value) ?? fallback;

/** The status of a URL, or undefined (any status) for anything else. */
export const statusOf = (value: string): BookingStatus | undefined =>
  Object.hasOwn(statusLabels, value) ? (value as BookingStatus) : undefined;
