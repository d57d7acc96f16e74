import { randomUUID } from 'node:crypto';
import type { Booking } from '@vitrine/contracts/meetings';
import { describe, expect, it } from 'vitest';
import { meetingMails } from './meetings.mails.ts';

const meeting = (shopTimeZone: string): Booking => ({
  id: randomUUID(),
  status: 'booked',
  shopId: randomUUID(),
  shopName: 'Gota Saree House',
  shopTimeZone,
  startsAt: '2030-01-07T05:30:00.000Z',
  endsAt: '2030-01-07T06:00:00.000Z',
  creditsUsed: 30,
  categories: [],
  occasions: [],
  priceRange: { min: null, max: null, currency: 'INR' },
  attendees: [
    { id: randomUUID(), name: 'Asha', email: 'asha@example.test', role: 'booker', joinUrl: '' },
  ],
  cancelledAt: null,
  cancelReason: null,
  creditsRefunded: 0,
  joinOpensAt: '2030-01-07T05:20:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
});

const whenLine = (timeZone: string) =>
  meetingMails({
    kind: 'created',
    meeting: meeting(timeZone),
    members: [{ name: 'Owner', email: 'owner@example.test' }],
    publicUrl: 'http://localhost:3000',
  })[0]!
    .text.split('\n')
    .find((line) => line.startsWith('When:'));

describe('meeting mails', () => {
  it("give the meeting's time in each shop's own zone, whichever zone came first", () => {
    // 05:30 UTC is 11:00 am in Kolkata and 12:30 am in New York; asked in turn, then again.
    for (let round = 0; round < 2; round += 1) {
      expect(whenLine('Asia/Kolkata')).toMatch(/7 Jan,? 2030, 11:00\sam\s.*\(Asia\/Kolkata\)/i);
      expect(whenLine('America/New_York')).toMatch(
        /7 Jan,? 2030, 12:30\sam\s.*\(America\/New_York\)/i,
      );
    }
  });

  it('tell the customer and the shop that the shop did not join, and the credits given back', () => {
    const [toBooker, toShop] = meetingMails({
      kind: 'cancelled',
      meeting: { ...meeting('UTC'), status: 'cancelled_by_shop', creditsRefunded: 30 },
      members: [{ name: 'Owner', email: 'owner@example.test' }],
      publicUrl: 'http://localhost:3000',
      cancelledBy: 'shop',
      cancelReason: 'shop-absent',
    });
    expect(toBooker!.text).toContain(
      'was cancelled because the shop did not join within 15 minutes of the start.',
    );
    expect(toBooker!.text).toContain('30 credits were given back to your balance.');
    expect(toShop!.text).toContain('Nobody from the shop joined within 15 minutes of the start');
  });
});
