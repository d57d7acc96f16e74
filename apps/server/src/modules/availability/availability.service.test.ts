import { setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import { createAvailabilityService } from './availability.service.ts';
import type { BookedSlots } from './booked-slots.ts';

const SHOP = '11111111-1111-4111-8111-111111111111';
const hours = [{ start: '10:00', end: '13:00' }];

/** A service over fakes: one Kolkata shop open Fridays 10:00–13:00, the clock fixed. */
function serviceWith(bookedSlots: BookedSlots) {
  const availability = setAvailabilityInputSchema.parse({
    weeklyHours: { friday: hours },
    bufferMinutes: 10,
    minimumNoticeMinutes: 120,
  });
  const availabilityRepository = {
    findByShop: async (shopId: string) =>
      shopId === SHOP ? { timeZone: 'Asia/Kolkata', availability } : undefined,
    upsert: async () => {},
    insertMany: async () => {},
  } satisfies AvailabilityRepository;
  const ownership: ShopOwnership = {
    shopIdsOf: async () => [SHOP],
    runs: async (_userId, shopId) => shopId === SHOP,
    teamSize: async () => 1,
  };
  return createAvailabilityService({
    availabilityRepository,
    ownership,
    bookedSlots,
    inTransaction: async () => {},
    announceChange: async () => {},
    announceSlotsToday: async () => {},
    clock: () => new Date('2026-10-20T00:00:00Z'),
  });
}

describe('the availability service', () => {
  it('asks the BookedSlots port for the shop’s bookings in the window and marks those slots taken', async () => {
    const asked: [string, string, string][] = [];
    const service = serviceWith({
      between: async (shopId, from, to) => {
        asked.push([shopId, from.toISOString(), to.toISOString()]);
        return [
          {
            startsAt: new Date('2026-10-30T05:10:00Z'),
            endsAt: new Date('2026-10-30T05:40:00Z'),
          },
        ];
      },
    });
    const list = await service.slots(SHOP, {
      from: '2026-10-30T00:00:00-04:00',
      to: '2026-10-31T00:00:00-04:00',
    });
    expect(asked).toEqual([[SHOP, '2026-10-30T04:00:00.000Z', '2026-10-31T04:00:00.000Z']]);
    expect(list).toEqual({
      timeZone: 'Asia/Kolkata',
      items: [
        {
          startsAt: '2026-10-30T04:30:00.000Z',
          endsAt: '2026-10-30T05:00:00.000Z',
          available: true,
        },
        {
          startsAt: '2026-10-30T05:10:00.000Z',
          endsAt: '2026-10-30T05:40:00.000Z',
          available: false,
        },
        {
          startsAt: '2026-10-30T05:50:00.000Z',
          endsAt: '2026-10-30T06:20:00.000Z',
          available: true,
        },
        {
          startsAt: '2026-10-30T06:30:00.000Z',
          endsAt: '2026-10-30T07:00:00.000Z',
          available: true,
        },
      ],
    });
  });

  it('answers 404 for an unknown shop, and to a user who does not run the shop', async () => {
    const service = serviceWith({ between: async () => [] });
    await expect(
      service.slots('22222222-2222-4222-8222-222222222222', {
        from: '2026-10-30T00:00:00Z',
        to: '2026-10-31T00:00:00Z',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      service.getForOwner('someone', '22222222-2222-4222-8222-222222222222'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the availability row behind the slots', () => {
  it('is read once per 5 seconds, and again at once after the owner changes it', async () => {
    const theTransaction = {} as Transaction;
    const announced: string[] = [];
    let reads = 0;
    let stored = setAvailabilityInputSchema.parse({ weeklyHours: { friday: hours } });
    let now = Date.parse('2026-10-20T00:00:00Z');
    const service = createAvailabilityService({
      availabilityRepository: {
        findByShop: async () => {
          reads += 1;
          return { timeZone: 'Asia/Kolkata', availability: stored };
        },
        upsert: async (tx, _shopId, input) => {
          expect(tx).toBe(theTransaction);
          stored = input;
        },
        insertMany: async () => {},
      },
      ownership: { shopIdsOf: async () => [SHOP], runs: async () => true, teamSize: async () => 1 },
      bookedSlots: { between: async () => [] },
      inTransaction: (work) => work(theTransaction),
      announceChange: async (tx, shopId) => {
        expect(tx).toBe(theTransaction);
        announced.push(shopId);
      },
      announceSlotsToday: async () => {},
      clock: () => new Date(now),
    });
    const friday = { from: '2026-10-30T00:00:00+05:30', to: '2026-10-31T00:00:00+05:30' };
    expect((await service.slots(SHOP, friday)).items).toHaveLength(6);
    now += 4_000;
    await service.slots(SHOP, friday);
    expect(reads).toBe(1);
    now += 2_000;
    await service.slots(SHOP, friday);
    expect(reads).toBe(2);

    // Cleared hours: the shop takes no meetings, at once.
    await service.setForOwner('owner', SHOP, setAvailabilityInputSchema.parse({}));
    expect(announced).toEqual([SHOP]);
    await expect(service.slots(SHOP, friday)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('is read again at once when another instance announces a change (forget)', async () => {
    let reads = 0;
    const service = createAvailabilityService({
      availabilityRepository: {
        findByShop: async () => {
          reads += 1;
          return {
            timeZone: 'Asia/Kolkata',
            availability: setAvailabilityInputSchema.parse({ weeklyHours: { friday: hours } }),
          };
        },
        upsert: async () => {},
        insertMany: async () => {},
      },
      ownership: { shopIdsOf: async () => [], runs: async () => false, teamSize: async () => 0 },
      bookedSlots: { between: async () => [] },
      inTransaction: async () => {},
      announceChange: async () => {},
      announceSlotsToday: async () => {},
      clock: () => new Date('2026-10-20T00:00:00Z'),
    });
    const friday = { from: '2026-10-30T00:00:00+05:30', to: '2026-10-31T00:00:00+05:30' };
    await service.slots(SHOP, friday);
    await service.slots(SHOP, friday);
    expect(reads).toBe(1);
    service.forget(SHOP);
    await service.slots(SHOP, friday);
    expect(reads).toBe(2);
  });
});

describe('a shop without meeting hours', () => {
  const withStored = (availability: ReturnType<typeof setAvailabilityInputSchema.parse> | null) =>
    createAvailabilityService({
      availabilityRepository: {
        findByShop: async () => ({ timeZone: 'Asia/Kolkata', availability }),
        upsert: async () => {},
        insertMany: async () => {},
      },
      ownership: { shopIdsOf: async () => [], runs: async () => false, teamSize: async () => 0 },
      bookedSlots: { between: async () => [] },
      inTransaction: async () => {},
      announceChange: async () => {},
      announceSlotsToday: async () => {},
      // 00:30 on 21 October in Kolkata: still the 20th in UTC.
      clock: () => new Date('2026-10-20T19:00:00Z'),
    });
  const week = { from: '2026-10-21T00:00:00+05:30', to: '2026-10-28T00:00:00+05:30' };

  it('takes no meetings, and its slots are a 409 naming the shop, whether it never set hours or cleared them', async () => {
    for (const stored of [null, setAvailabilityInputSchema.parse({})]) {
      const service = withStored(stored);
      expect(await service.takesMeetings(SHOP)).toBe(false);
      await expect(service.slots(SHOP, week)).rejects.toMatchObject({
        code: 'CONFLICT',
        details: [{ field: 'id', message: 'this shop has not set its meeting hours yet' }],
      });
    }
  });

  it('takes meetings when only a date from today on (in its zone) opens, and not for a past one', async () => {
    const opensOn = (date: string) =>
      withStored(setAvailabilityInputSchema.parse({ exceptions: [{ date, hours }] }));
    expect(await opensOn('2026-10-21').takesMeetings(SHOP)).toBe(true);
    expect((await opensOn('2026-10-23').slots(SHOP, week)).items.length).toBeGreaterThan(0);
    expect(await opensOn('2026-10-20').takesMeetings(SHOP)).toBe(false);
  });
});
