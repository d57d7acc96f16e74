import type { RoleFlags } from '@vitrine/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccount, creditLedgerEntry } from '../../credits/credits.schema.ts';
import { bearer, registerAccount } from '../../../test/accounts.ts';
import { giveCredits } from '../../../test/meetings.ts';
import { createOwnedShop } from '../../../test/owned-shop.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/test-app.ts';
import { createUsersRepository } from '../../users/index.ts';
import { trunkShow, trunkShowSeat } from './trunk-show.schema.ts';

// Real concurrency needs a PostgreSQL server (PGlite runs one statement at a time); CI sets
// TEST_DATABASE_URL.
const onPostgres = !postgresUnavailable('the concurrent trunk show seat test');

const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };

describe.skipIf(!onPostgres)('trunk show seats under contention on PostgreSQL', () => {
  let t: TestApp;
  let owner: { token: string; userId: string };
  let shopId: string;
  const clock = () => new Date('2030-01-07T00:00:00Z');
  const users = () => createUsersRepository(t.app.database.db);

  async function customers(count: number, credits: number) {
    const made: { token: string; userId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const { token, user } = await registerAccount(t.app);
      await users().setRoles(user.id, { ...none, customer: true });
      await giveCredits(t.app, user.id, credits);
      made.push({ token, userId: user.id });
    }
    return made;
  }

  async function openShow(capacity: number): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/trunk-shows',
      headers: bearer(owner.token),
      payload: {
        shopId,
        title: 'Winter bridal edit',
        startsAt: '2030-01-10T10:00:00Z',
        durationMinutes: 60,
        capacity,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  const bookAll = (trunkShowId: string, who: { token: string }[]) =>
    Promise.all(
      who.map((c) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/user/trunk-shows/${trunkShowId}/seats`,
          headers: bearer(c.token),
        }),
      ),
    );

  /** Each balance is its ledger's sum, and what it started with less 30 a seat held. */
  async function expectBalances(who: { userId: string }[], startedWith: number) {
    const db = t.app.database.db;
    for (const customer of who) {
      const [account] = await db
        .select()
        .from(creditAccount)
        .where(eq(creditAccount.userId, customer.userId));
      const [ledger] = await db
        .select({ sum: sql<number>`sum(${creditLedgerEntry.delta})::int` })
        .from(creditLedgerEntry)
        .where(eq(creditLedgerEntry.userId, customer.userId));
      const seats = await db
        .select()
        .from(trunkShowSeat)
        .where(eq(trunkShowSeat.customerId, customer.userId));
      const held = seats.filter((s) => s.status === 'booked').length;
      expect(account!.balance).toBe(Number(ledger!.sum));
      expect(account!.balance).toBe(startedWith - 30 * held);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock });
    const registered = await registerAccount(t.app);
    owner = { token: registered.token, userId: registered.user.id };
    await users().setRoles(owner.userId, { ...none, vendor: true });
    shopId = await createOwnedShop(t.app, owner.userId, { timeZone: 'UTC' });
  }, 180_000);
  afterAll(() => t?.close());

  it('three customers at once on two seats: two seats, one 409 TRUNK_SHOW_FULL, two debits', async () => {
    const trunkShowId = await openShow(2);
    const three = await customers(3, 30);
    const answers = await bookAll(trunkShowId, three);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().error.code).toBe('TRUNK_SHOW_FULL');
    expect(refused.json().error.message).toMatch(/every seat of this trunk show is taken/i);

    const db = t.app.database.db;
    const seats = await db
      .select()
      .from(trunkShowSeat)
      .where(eq(trunkShowSeat.trunkShowId, trunkShowId));
    expect(seats).toHaveLength(2);
    const [show] = await db.select().from(trunkShow).where(eq(trunkShow.id, trunkShowId));
    expect(show!.seatsTaken).toBe(2);
    const debits = await db
      .select()
      .from(creditLedgerEntry)
      .where(eq(creditLedgerEntry.referenceType, 'trunk_show_seat'));
    expect(
      debits.filter((d) => seats.some((s) => s.id === d.referenceId) && d.delta === -30),
    ).toHaveLength(2);
    await expectBalances(three, 30);
  });

  it(
    '24 customers on 10 seats while the shop cancels and others cancel theirs: counts and balances hold',
    { timeout: 240_000 },
    async () => {
      const trunkShowId = await openShow(10);
      const crowd = await customers(24, 30);
      const answers = await bookAll(trunkShowId, crowd);
      const codes = answers.map((res) => res.statusCode);
      expect(new Set(codes.filter((code) => ![201, 409].includes(code)))).toEqual(new Set());
      expect(codes.filter((code) => code === 201)).toHaveLength(10);
      expect(
        answers.filter((res) => res.statusCode === 409).map((res) => res.json().error.code),
      ).toEqual(Array.from({ length: 14 }, () => 'TRUNK_SHOW_FULL'));

      // Holders cancel their seats while the shop cancels the whole show: each seat is
      // refunded once, by whichever came first.
      const holders = crowd.filter((_, i) => answers[i]!.statusCode === 201);
      const seatIds = answers.filter((res) => res.statusCode === 201).map((res) => res.json().id);
      const changes = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/v1/vendor/trunk-shows/${trunkShowId}/cancel`,
          headers: bearer(owner.token),
        }),
        ...holders.slice(0, 5).map((c, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/v1/user/trunk-show-seats/${seatIds[i]}/cancel`,
            headers: bearer(c.token),
          }),
        ),
      ]);
      expect(
        new Set(changes.map((res) => res.statusCode).filter((c) => ![200, 409].includes(c))),
      ).toEqual(new Set());
      expect(changes[0]!.statusCode).toBe(200);

      const db = t.app.database.db;
      const seats = await db
        .select()
        .from(trunkShowSeat)
        .where(eq(trunkShowSeat.trunkShowId, trunkShowId));
      expect(seats.every((s) => s.status !== 'booked')).toBe(true);
      expect(seats.every((s) => s.creditsRefunded === 30)).toBe(true);
      for (const c of holders) {
        const [account] = await db
          .select()
          .from(creditAccount)
          .where(eq(creditAccount.userId, c.userId));
        expect(account!.balance).toBe(30);
      }
      await expectBalances(crowd, 30);
    },
  );
});
