import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/lib/app-error.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';
import { debitCredits, grantCredits } from './credit-ledger.ts';
import { createCreditsRepository, type CreditsRepository } from './credits.repository.ts';
import { createCreditsService } from './credits.service.ts';

/** Every test registers its own customers; the sign-up attempt limit is not under test here. */
const manyAccounts = { AUTH_RATE_LIMIT_MAX: '1000' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's balance, the sum of the ledger, and the unspent credits of their grants. */
async function books(repository: CreditsRepository, userId: string) {
  const { items } = await repository.listEntries(userId, {});
  return {
    balance: await repository.findBalance(userId),
    ledgerSum: items.reduce((sum, entry) => sum + entry.delta, 0),
    entries: items,
  };
}

async function expectInsufficient(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('INSUFFICIENT_CREDITS');
  expect((error as AppError).statusCode).toBe(402);
}

/**
 * 50 debits of 30 at once against 100 credits: exactly 3 go through, whatever the interleaving.
 * Each debit runs in its own transaction, as a booking would.
 */
async function fiftyConcurrentDebits(t: TestApp) {
  const repository = createCreditsRepository(t.app.database.db);
  const { user } = await registerAccount(t.app);
  await repository.transaction((tx) =>
    grantCredits(tx, { userId: user.id, amount: 100, kind: 'staff_adjustment', reference: null }),
  );
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      repository.transaction((tx) =>
        debitCredits(tx, {
          userId: user.id,
          amount: 30,
          kind: 'meeting_debit',
          reference: { type: 'booking', id: `booking-${i}` },
          description: `Meeting ${i}`,
        }),
      ),
    ),
  );
  const succeeded = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter(
    (r) =>
      r.status === 'rejected' &&
      r.reason instanceof AppError &&
      r.reason.code === 'INSUFFICIENT_CREDITS',
  );
  const { balance, ledgerSum, entries } = await books(repository, user.id);
  return { succeeded: succeeded.length, refused: refused.length, balance, ledgerSum, entries };
}

describe('the credit ledger', () => {
  let t: TestApp;
  let repository: CreditsRepository;
  beforeAll(async () => {
    t = await createTestApp(manyAccounts);
    repository = createCreditsRepository(t.app.database.db);
  });
  afterAll(() => t.close());

  it('writes one entry per change and keeps the balance equal to the sum of the ledger', async () => {
    const { user } = await registerAccount(t.app);
    await repository.transaction((tx) =>
      grantCredits(tx, {
        userId: user.id,
        amount: 150,
        kind: 'purchase',
        reference: { type: 'payment_order', id: 'order-a' },
        description: 'Explorer plan: 150 credits',
        expiresAt: new Date(Date.now() + 180 * DAY_MS),
      }),
    );
    const debit = await repository.transaction((tx) =>
      debitCredits(tx, {
        userId: user.id,
        amount: 30,
        kind: 'meeting_debit',
        reference: { type: 'booking', id: 'b-1' },
        description: 'Video meeting with Zari House',
      }),
    );
    expect(debit).toMatchObject({ delta: -30, balanceAfter: 120, kind: 'meeting_debit' });
    const { balance, ledgerSum, entries } = await books(repository, user.id);
    expect(balance).toBe(120);
    expect(ledgerSum).toBe(120);
    expect(entries.map((e) => [e.kind, e.delta, e.balanceAfter])).toEqual([
      ['meeting_debit', -30, 120],
      ['purchase', 150, 150],
    ]);
  });

  it('refuses a debit larger than the balance with INSUFFICIENT_CREDITS and writes nothing', async () => {
    const { user } = await registerAccount(t.app);
    await repository.transaction((tx) =>
      grantCredits(tx, { userId: user.id, amount: 20, kind: 'referral_bonus', reference: null }),
    );
    await expectInsufficient(
      repository.transaction((tx) =>
        debitCredits(tx, { userId: user.id, amount: 30, kind: 'meeting_debit', reference: null }),
      ),
    );
    const { balance, entries } = await books(repository, user.id);
    expect(balance).toBe(20);
    expect(entries).toHaveLength(1);
  });

  it('takes nothing when the caller rolls its own transaction back after the debit', async () => {
    const { user } = await registerAccount(t.app);
    await repository.transaction((tx) =>
      grantCredits(tx, { userId: user.id, amount: 60, kind: 'referral_bonus', reference: null }),
    );
    const bookingFailed = new Error('the slot was taken meanwhile');
    await expect(
      repository.transaction(async (tx) => {
        await debitCredits(tx, {
          userId: user.id,
          amount: 30,
          kind: 'meeting_debit',
          reference: null,
        });
        throw bookingFailed;
      }),
    ).rejects.toBe(bookingFailed);
    expect(await books(repository, user.id)).toMatchObject({ balance: 60, ledgerSum: 60 });
  });

  it('spends the credits that expire first and writes off what expires unspent', async () => {
    const { user } = await registerAccount(t.app);
    const start = new Date('2030-01-01T00:00:00.000Z');
    const grant = (amount: number, days: number | null) =>
      repository.transaction((tx) =>
        grantCredits(tx, {
          userId: user.id,
          amount,
          kind: days === null ? 'referral_bonus' : 'purchase',
          reference: days === null ? null : { type: 'payment_order', id: `o-${amount}-${days}` },
          expiresAt: days === null ? null : new Date(start.getTime() + days * DAY_MS),
          at: start,
        }),
      );
    await grant(60, 90); // expires later
    await grant(30, 10); // expires first
    await grant(15, null); // never expires
    // 40 credits spent: the 30 expiring on day 10, then 10 of the 60 expiring on day 90.
    await repository.transaction((tx) =>
      debitCredits(tx, {
        userId: user.id,
        amount: 40,
        kind: 'meeting_debit',
        reference: null,
        at: new Date(start.getTime() + DAY_MS),
      }),
    );

    const service = createCreditsService({
      creditsRepository: repository,
      clock: () => new Date(start.getTime() + 80 * DAY_MS),
    });
    const day80 = await service.getUserCredits(user.id, { page: 1, limit: 20 });
    expect(day80.balance).toBe(65);
    expect(day80.expiringSoon).toEqual({
      credits: 50,
      withinDays: 30,
      nextExpiresAt: new Date(start.getTime() + 90 * DAY_MS).toISOString(),
    });
    // Nothing had lapsed on day 80: no expiry entry yet.
    expect(day80.items.map((e) => e.kind)).not.toContain('expiry');

    const later = createCreditsService({
      creditsRepository: repository,
      clock: () => new Date(start.getTime() + 91 * DAY_MS),
    });
    const day91 = await later.getUserCredits(user.id, { page: 1, limit: 20 });
    expect(day91.balance).toBe(15);
    expect(day91.items[0]).toMatchObject({ kind: 'expiry', delta: -50, balanceAfter: 15 });
    expect(day91.expiringSoon).toEqual({ credits: 0, withinDays: 30, nextExpiresAt: null });
    const { ledgerSum } = await books(repository, user.id);
    expect(ledgerSum).toBe(15);
  });

  it('does not let credits that have expired pay for anything', async () => {
    const { user } = await registerAccount(t.app);
    await repository.transaction((tx) =>
      grantCredits(tx, {
        userId: user.id,
        amount: 30,
        kind: 'purchase',
        reference: { type: 'payment_order', id: `lapsed-${user.id}` },
        expiresAt: new Date(Date.now() - 1000),
        at: new Date(Date.now() - 10 * DAY_MS),
      }),
    );
    await expectInsufficient(
      repository.transaction((tx) =>
        debitCredits(tx, { userId: user.id, amount: 30, kind: 'meeting_debit', reference: null }),
      ),
    );
    const service = createCreditsService({
      creditsRepository: repository,
      clock: () => new Date(),
    });
    const shown = await service.getUserCredits(user.id, { page: 1, limit: 20 });
    expect(shown.balance).toBe(0);
    expect(shown.items.map((e) => [e.kind, e.delta])).toEqual([
      ['expiry', -30],
      ['purchase', 30],
    ]);
  });

  it('expires lapsed credits of users who are not active in the sweep', async () => {
    const { user } = await registerAccount(t.app);
    await repository.transaction((tx) =>
      grantCredits(tx, {
        userId: user.id,
        amount: 45,
        kind: 'purchase',
        reference: { type: 'payment_order', id: `sweep-${user.id}` },
        expiresAt: new Date(Date.now() - 1000),
        at: new Date(Date.now() - 10 * DAY_MS),
      }),
    );
    const service = createCreditsService({
      creditsRepository: repository,
      clock: () => new Date(),
    });
    expect(await service.expireLapsedCredits()).toBeGreaterThanOrEqual(1);
    const { balance, entries } = await books(repository, user.id);
    expect(balance).toBe(0);
    expect(entries[0]).toMatchObject({ kind: 'expiry', delta: -45, balanceAfter: 0 });
  });

  it('refuses a second purchase grant for the same payment order', async () => {
    const { user } = await registerAccount(t.app);
    const grantForOrder = () =>
      repository.transaction((tx) =>
        grantCredits(tx, {
          userId: user.id,
          amount: 60,
          kind: 'purchase',
          reference: { type: 'payment_order', id: `once-${user.id}` },
        }),
      );
    await grantForOrder();
    await expect(grantForOrder()).rejects.toThrow();
    expect(await repository.findBalance(user.id)).toBe(60);
  });

  it('accepts only positive whole amounts', async () => {
    const { user } = await registerAccount(t.app);
    for (const amount of [0, -5, 1.5]) {
      await expect(
        repository.transaction((tx) =>
          debitCredits(tx, { userId: user.id, amount, kind: 'meeting_debit', reference: null }),
        ),
      ).rejects.toThrow(RangeError);
    }
  });
});

describe('50 concurrent debits of 30 against a balance of 100', () => {
  describe('on PGlite (one connection, so transactions queue)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...manyAccounts, DATABASE_URL: 'memory://' });
    });
    afterAll(() => t.close());

    it('lets exactly 3 through, leaves 10, and the ledger sums to the balance', async () => {
      const outcome = await fiftyConcurrentDebits(t);
      expect(t.app.database.kind).toBe('pglite');
      expect(outcome).toMatchObject({ succeeded: 3, refused: 47, balance: 10, ledgerSum: 10 });
      expect(outcome.entries.filter((e) => e.kind === 'meeting_debit')).toHaveLength(3);
    });
  });

  const onPostgres = !postgresUnavailable('the PostgreSQL run of "50 concurrent debits"');
  describe.skipIf(!onPostgres)(
    'on PostgreSQL (a pool of connections racing for the row lock)',
    () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(manyAccounts);
      });
      afterAll(() => t?.close());

      it('lets exactly 3 through, leaves 10, and the ledger sums to the balance', async () => {
        expect(t.app.database.kind).toBe('postgres');
        const outcome = await fiftyConcurrentDebits(t);
        expect(outcome).toMatchObject({ succeeded: 3, refused: 47, balance: 10, ledgerSum: 10 });
        expect(outcome.entries.filter((e) => e.kind === 'meeting_debit')).toHaveLength(3);
      });
    },
  );
});
