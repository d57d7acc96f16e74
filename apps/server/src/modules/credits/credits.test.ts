import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/lib/app-error.ts';
import { registerAccount } from '../../test/accounts.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { createCredits, type Credits } from './index.ts';

// How another module (a booking, an order) moves credits: one opaque transaction for its own
// write, the debit and the event it enqueues.
let t: TestApp;
let credits: Credits;
const later = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await sharedTestApp();
  credits = createCredits(t.app.database.db);
});
afterAll(() => t.close());

async function customerWith(amount: number) {
  const { user } = await registerAccount(t.app);
  await runInTransaction(t.app.database.db, (tx) =>
    credits.grant(tx, { userId: user.id, amount, kind: 'staff_adjustment', reference: null }),
  );
  return user.id;
}

describe('credits.debit and credits.grant in the caller’s transaction', () => {
  it('commits a debit together with the event written beside it', async () => {
    const userId = await customerWith(100);
    const eventId = await runInTransaction(t.app.database.db, async (tx) => {
      const entry = await credits.debit(tx, {
        userId,
        amount: 30,
        kind: 'meeting_debit',
        reference: { type: 'booking', id: 'b-commit' },
        description: 'Video meeting with Zari House',
      });
      expect(entry.balanceAfter).toBe(70);
      expect(await credits.balance(userId, tx)).toBe(70);
      // A reminder for tomorrow: still pending when the test looks.
      return enqueue(tx, 'payment:settled', { orderId: 'b-commit', userId }, { runAt: later() });
    });
    expect(await credits.balance(userId)).toBe(70);
    expect((await t.app.outbox.repository.findById(eventId))?.status).toBe('pending');
  });

  it('rolls the debit and the event back together when the write fails after them', async () => {
    const userId = await customerWith(100);
    let eventId = 0;
    const failure = await runInTransaction(t.app.database.db, async (tx) => {
      await credits.debit(tx, { userId, amount: 30, kind: 'meeting_debit', reference: null });
      eventId = await enqueue(
        tx,
        'payment:settled',
        { orderId: 'b-rollback', userId },
        { runAt: later() },
      );
      throw new Error('the slot was taken meanwhile');
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the slot was taken meanwhile');
    expect(eventId).toBeGreaterThan(0);
    expect(await credits.balance(userId)).toBe(100);
    expect(await t.app.outbox.repository.findById(eventId)).toBeUndefined();
  });

  it('tells of each debit with its entry, the balance after and its kind, whether or not a grant lapsed first', async () => {
    const userId = await customerWith(100);
    const debit = () =>
      runInTransaction(t.app.database.db, (tx) =>
        credits.debit(tx, { userId, amount: 30, kind: 'meeting_debit', reference: null }),
      );
    await t.app.outbox.dispatcher.stop();
    try {
      const first = await debit();
      // Ten credits that have already expired, unspent: the next debit writes them off first.
      await runInTransaction(t.app.database.db, (tx) =>
        credits.grant(tx, {
          userId,
          amount: 10,
          kind: 'purchase',
          reference: null,
          expiresAt: new Date(Date.now() - 1_000),
        }),
      );
      const second = await debit();
      expect([first.balanceAfter, second.balanceAfter]).toEqual([70, 40]);
      const events = (await t.app.database.db.execute(
        sql`select payload from outbox_event where type = 'credits:changed'
            and payload->>'userId' = ${userId} and payload->>'kind' = 'meeting_debit'
            order by id`,
      )) as unknown as { rows: { payload: unknown }[] };
      expect(events.rows.map((row) => row.payload)).toEqual([
        { userId, balance: 70, entryId: first.id, kind: 'meeting_debit' },
        { userId, balance: 40, entryId: second.id, kind: 'meeting_debit' },
      ]);
    } finally {
      await t.app.outbox.dispatcher.start();
    }
  });

  it('refuses a debit beyond the balance with INSUFFICIENT_CREDITS and writes nothing', async () => {
    const userId = await customerWith(20);
    const failure = await runInTransaction(t.app.database.db, (tx) =>
      credits.debit(tx, { userId, amount: 30, kind: 'meeting_debit', reference: null }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('INSUFFICIENT_CREDITS');
    expect(await credits.balance(userId)).toBe(20);
  });
});
