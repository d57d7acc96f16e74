import { createBookingInputSchema, type Booking } from '@vitrine/contracts/meetings';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../platform/db/transaction.ts';
import { AppError } from '../platform/lib/app-error.ts';
import type { Credits } from '../modules/credits/index.ts';
import type { MeetingWrites } from '../modules/meetings/index.ts';
import { createBookMeeting } from './book-meeting.ts';

const shopId = '00000000-0000-4000-8000-000000000001';
const startsAt = new Date('2030-01-07T05:30:00.000Z');
const endsAt = new Date('2030-01-07T06:00:00.000Z');
const now = new Date('2030-01-01T00:00:00.000Z');
const input = createBookingInputSchema.parse({
  shopId,
  startsAt: startsAt.toISOString(),
  categories: [],
  occasions: [],
});

/**
 * The booking flow over stand-ins of the modules it calls, each step written to `steps`: the
 * order of the steps, and which ones run inside the transaction, are the flow's own rules.
 */
function setUp(options: { user?: boolean; slotTaken?: boolean; insertFails?: boolean } = {}) {
  const steps: string[] = [];
  const tx = { opaque: 'tx' } as unknown as Transaction;
  let inTransaction = false;
  const at = (step: string) => steps.push(inTransaction ? `tx:${step}` : step);
  const meetings = {
    bookerAndShop: async () => {
      at('booker and shop');
      return options.user === false
        ? undefined
        : {
            name: 'Asha',
            email: 'asha@example.com',
            shop: { name: 'Loom', timeZone: 'Asia/Kolkata' },
          };
    },
    interestNames: async () => {
      at('interest names');
      return { categories: new Map(), occasions: new Map() };
    },
    draft: (_userId: string, _input: unknown, _booker: unknown, slot: { startsAt: Date }) => {
      at('draft');
      return {
        values: { id: 'b1', creditsUsed: 30, startsAt: slot.startsAt },
        attendees: [],
        jobs: {},
      };
    },
    insert: async (q: Transaction, _draft: unknown, debitEntryId: number) => {
      expect(q).toBe(tx);
      at(`insert with debit ${debitEntryId}`);
      if (options.insertFails) {
        throw new AppError('SLOT_TAKEN', 'This slot was just booked by someone else.');
      }
    },
    view: (_draft: unknown, written: { debitEntryId: number }) => {
      at('view');
      return {
        id: 'b1',
        creditsUsed: 30,
        debitEntryId: written.debitEntryId,
      } as unknown as Booking;
    },
  } as unknown as MeetingWrites;
  const credits = {
    debit: async (q: Transaction, change: { amount: number; kind: string }) => {
      expect(q).toBe(tx);
      at(`debit ${change.amount} ${change.kind}`);
      return { id: 7, balanceAfter: 70 };
    },
  } as unknown as Credits;
  const book = createBookMeeting({
    meetings,
    availability: {
      offeredSlot: async (_shopId, at_) => {
        at('offered slot');
        if (options.slotTaken) throw new AppError('SLOT_TAKEN', 'taken');
        return { startsAt: at_, endsAt };
      },
    },
    credits,
    transaction: async (work) => {
      inTransaction = true;
      try {
        return await work(tx);
      } catch (error) {
        steps.push('rolled back');
        throw error;
      } finally {
        inTransaction = false;
      }
    },
    clock: () => now,
  });
  return { steps, book: (userId = 'u1') => book.book(userId, input) };
}

describe('booking a meeting (flows/book-meeting.ts)', () => {
  it('reads, then debits and writes the booking in one transaction, then answers', async () => {
    const { steps, book } = setUp();
    const booking = await book();
    expect(booking).toMatchObject({ id: 'b1', debitEntryId: 7 });
    // The three reads run side by side, so only their set is fixed; the rest is in order.
    expect(steps.slice(0, 3).sort()).toEqual(['booker and shop', 'interest names', 'offered slot']);
    expect(steps.slice(3)).toEqual([
      'draft',
      'tx:debit 30 meeting_debit',
      'tx:insert with debit 7',
      'view',
    ]);
  });

  it('rolls the debit back when the slot was taken meanwhile', async () => {
    const { steps, book } = setUp({ insertFails: true });
    await expect(book()).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(steps.slice(3)).toEqual([
      'draft',
      'tx:debit 30 meeting_debit',
      'tx:insert with debit 7',
      'rolled back',
    ]);
  });

  it('opens no transaction for a slot already taken or an unknown user', async () => {
    const taken = setUp({ slotTaken: true });
    await expect(taken.book()).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(taken.steps.some((step) => step.startsWith('tx:'))).toBe(false);

    const nobody = setUp({ user: false });
    await expect(nobody.book()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(nobody.steps.some((step) => step.startsWith('tx:') || step === 'draft')).toBe(false);
  });
});
