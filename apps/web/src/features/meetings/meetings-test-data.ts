/**
 * Answers of the meetings API for the web tests, checked against the contracts' schemas so a
 * test never stubs a shape the server would not send.
 */
import { slotListSchema, type SlotList } from '@vitrine/contracts/availability';
import {
  bookingSchema,
  meetingPageSchema,
  vendorBookingPageSchema,
  vendorBookingSchema,
  type Booking,
  type VendorBooking,
} from '@vitrine/contracts/meetings';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { userCreditsSchema } from '@vitrine/contracts/credits';

export const SHOP_ID = '7c2b1f3a-9d4e-4c5b-8a6f-1e2d3c4b5a60';
export const BOOKING_ID = '0b8e5c1d-2f3a-4b6c-9d7e-8f9a0b1c2d3e';
export const BOOKER_ID = '1c9f6d2e-3a4b-4c7d-8e9f-a0b1c2d3e4f5';
export const INVITEE_ID = '2d0a7e3f-4b5c-4d8e-9fa0-b1c2d3e4f5a6';

/** Midnight UTC `days` from today: slots far enough ahead to be bookable and movable. */
export const daysAhead = (days: number, hourUtc = 5, minute = 30) => {
  const date = new Date();
  date.setUTCHours(hourUtc, minute, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
};
const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * 60_000).toISOString();

export const slotList = (starts: string[], taken: string[] = []): SlotList =>
  slotListSchema.parse({
    timeZone: 'Asia/Kolkata',
    items: starts.map((startsAt) => ({
      startsAt,
      endsAt: plus30(startsAt),
      available: !taken.includes(startsAt),
    })),
  });

export const credits = (balance: number) =>
  userCreditsSchema.parse({
    items: [],
    total: 0,
    page: 1,
    limit: 1,
    balance,
    expiringSoon: { credits: 0, withinDays: 30, nextExpiresAt: null },
  });

export function booking(change: Partial<Booking> = {}): Booking {
  const startsAt = change.startsAt ?? daysAhead(3);
  return bookingSchema.parse({
    id: BOOKING_ID,
    status: 'booked',
    shopId: SHOP_ID,
    shopName: 'Suhana Silks',
    shopTimeZone: 'Asia/Kolkata',
    startsAt,
    endsAt: plus30(startsAt),
    creditsUsed: MEETING_CREDIT_COST,
    categories: [{ slug: 'bridal', name: 'Bridal' }],
    occasions: [],
    priceRange: { min: null, max: null, currency: 'INR' },
    attendees: [
      {
        id: BOOKER_ID,
        name: 'Kavya Iyer',
        email: 'kavya@example.com',
        role: 'booker',
        joinUrl: '',
      },
      {
        id: INVITEE_ID,
        name: 'Asha Rao',
        email: 'asha@example.com',
        role: 'invitee',
        joinUrl: `http://localhost/join-meet/${BOOKING_ID}/${INVITEE_ID}`,
      },
    ],
    cancelledAt: null,
    cancelReason: null,
    creditsRefunded: 0,
    joinOpensAt: new Date(Date.parse(startsAt) - 10 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
    ...change,
  });
}

export const meetingPage = (items: Booking[]) =>
  meetingPageSchema.parse({ items, total: items.length, page: 1, limit: 10 });

export const shopBooking = (change: Partial<VendorBooking> = {}): VendorBooking =>
  vendorBookingSchema.parse({
    ...booking(change),
    customerName: 'Kavya Iyer',
    notes: '',
    ...change,
  });

export const shopBookingPage = (items: VendorBooking[]) =>
  vendorBookingPageSchema.parse({ items, total: items.length, page: 1, limit: 100 });
