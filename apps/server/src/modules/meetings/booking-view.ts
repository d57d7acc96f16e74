import { JOIN_OPENS_BEFORE_MS, type Booking } from '@vitrine/contracts/meetings';
import type { BookingRecord } from './meetings.repository.ts';

/** An attendee's link into the meeting room. */
export const joinUrlOf = (publicUrl: string, bookingId: string, attendeeId: string) =>
  `${publicUrl}/join-meet/${bookingId}/${attendeeId}`;

/** A booking as the API answers it, each attendee with their join link under `publicUrl`. */
export function bookingView(record: BookingRecord, publicUrl: string): Booking {
  return {
    id: record.id,
    status: record.status,
    shopId: record.shopId,
    shopName: record.shopName,
    shopTimeZone: record.shopTimeZone,
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt.toISOString(),
    creditsUsed: record.creditsUsed,
    categories: record.interests.categories,
    occasions: record.interests.occasions,
    priceRange: { min: record.priceMin, max: record.priceMax, currency: record.priceCurrency },
    attendees: record.attendees.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      role: a.role,
      joinUrl: joinUrlOf(publicUrl, record.id, a.id),
    })),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    cancelReason: record.cancelReason,
    creditsRefunded: record.creditsRefunded,
    joinOpensAt: new Date(record.startsAt.getTime() - JOIN_OPENS_BEFORE_MS).toISOString(),
    createdAt: record.createdAt.toISOString(),
  };
}
