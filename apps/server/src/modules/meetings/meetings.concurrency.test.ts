import type { RoleFlags } from '@vitrine/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from './meetings.schema.ts';
import { creditAccount, creditLedgerEntry } from '../credits/credits.schema.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { giveCredits, openAroundTheClock } from '../../test/meetings.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';
import { createUsersRepository } from '../users/index.ts';

// Real concurrency needs a PostgreSQL server (PGlite runs one statement at a time); CI sets
// TEST_DATABASE_URL.
const onPostgres = !postgresUnavailable('the concurrent booking test');

const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
const CUSTOMERS = 50;
const SLOTS = 20;
const ATTEMPTS = 200;

describe.skipIf(!onPostgres)('booking under contention on PostgreSQL', () => {
  let t: TestApp;
  let shopId: string;
  const customers: { token: string; userId: string }[] = [];
  const clock = () => new Date('2030-01-07T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock });
    const users = createUsersRepository(t.app.database.db);
    const owner = await registerAccount(t.app);
    await users.setRoles(owner.user.id, { ...none, vendor: true });
    shopId = await createOwnedShop(t.app, owner.user.id, { timeZone: 'UTC' });
    await openAroundTheClock(t.app, shopId);
    for (let i = 0; i < CUSTOMERS; i++) {
      const { token, user } = await registerAccount(t.app);
      await users.setRoles(user.id, { ...none, customer: true });
      // Credits for two meetings each.
      await giveCredits(t.app, user.id, 60);
      customers.push({ token, userId: user.id });
    }
  }, 180_000);
  afterAll(() => t?.close());

  it(
    '200 attempts by 50 customers on 20 slots: 20 bookings, each slot once, balances = ledgers',
    { timeout: 120_000 },
    async () => {
      const base = Date.parse('2030-01-09T08:00:00Z');
      const slotAt = (i: number) => new Date(base + i * 30 * 60_000).toISOString();
      // Attempt k: customer k % 50 on slot k % 20 (each slot tried by five customers, twice each).
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, k) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/user/booking',
            headers: bearer(customers[k % CUSTOMERS]!.token),
            payload: { shopId, startsAt: slotAt(k % SLOTS) },
          }),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(new Set(codes.filter((code) => ![201, 402, 409].includes(code)))).toEqual(new Set());
      expect(codes.filter((code) => code === 201)).toHaveLength(SLOTS);

      const db = t.app.database.db;
      const rows = await db.select().from(booking).where(eq(booking.shopId, shopId));
      expect(rows).toHaveLength(SLOTS);
      expect(new Set(rows.map((r) => r.startsAt.toISOString()))).toEqual(
        new Set(Array.from({ length: SLOTS }, (_, i) => slotAt(i))),
      );

      const accounts = await db.select().from(creditAccount);
      const ledgers = await db
        .select({
          userId: creditLedgerEntry.userId,
          sum: sql<number>`sum(${creditLedgerEntry.delta})::int`,
        })
        .from(creditLedgerEntry)
        .groupBy(creditLedgerEntry.userId);
      const ledgerOf = new Map(ledgers.map((l) => [l.userId, Number(l.sum)]));
      const byUser = new Map(accounts.map((a) => [a.userId, a]));
      for (const customer of customers) {
        const account = byUser.get(customer.userId)!;
        const booked = rows.filter((r) => r.customerId === customer.userId).length;
        expect(account.balance).toBeGreaterThanOrEqual(0);
        expect(account.balance).toBe(ledgerOf.get(customer.userId));
        expect(account.balance).toBe(60 - 30 * booked);
      }
    },
  );
});
