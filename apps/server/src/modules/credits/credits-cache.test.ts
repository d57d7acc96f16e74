import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { grantCredits } from './credit-ledger.ts';
import { createCreditsRepository } from './credits.repository.ts';

/**
 * GET /user/credits is remembered per user for CREDITS_CACHE_TTL_MS, and a change through the
 * ledger drops it as it commits. A balance written behind the ledger's back (raw SQL, which no
 * code does) shows what is remembered and what is read.
 */
describe('remembered /user/credits answers', () => {
  let cached: TestApp;
  let uncached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', CREDITS_CACHE_TTL_MS: '60000' });
    uncached = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', CREDITS_CACHE_TTL_MS: '0' });
  });
  afterAll(() => Promise.all([cached.close(), uncached.close()]));

  /**
   * A customer with `amount` credits, once their events are delivered: a delivery drops
   * remembered answers, and a read that a drop overlaps is not remembered, by design.
   */
  async function customerWith(t: TestApp, amount: number) {
    const customer = await registerAccount(t.app);
    await grant(t, customer.user.id, amount);
    await waitFor(
      async () => ((await t.app.outbox.repository.countPending()) === 0 ? true : undefined),
      {
        what: 'the outbox to deliver the grant',
      },
    );
    return customer;
  }
  const grant = (t: TestApp, userId: string, amount: number) =>
    createCreditsRepository(t.app.database.db).transaction((tx) =>
      grantCredits(tx, { userId, amount, kind: 'staff_adjustment', reference: null }),
    );
  const balanceOf = async (t: TestApp, token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/credits${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { balance: number }).balance;
  };
  const writeBehindTheLedger = (t: TestApp, userId: string, balance: number) =>
    t.app.database.db.execute(
      sql`update credit_account set balance = ${balance} where user_id = ${userId}`,
    );

  it('answers from memory until a ledger change commits, then reads again at once', async () => {
    const { token, user } = await customerWith(cached, 50);
    expect(await balanceOf(cached, token)).toBe(50);

    await writeBehindTheLedger(cached, user.id, 7);
    expect(await balanceOf(cached, token)).toBe(50);
    // Another page is another answer, read now.
    expect(await balanceOf(cached, token, '?page=1&limit=5')).toBe(7);

    await grant(cached, user.id, 10);
    expect(await balanceOf(cached, token)).toBe(17);
    expect(await balanceOf(cached, token, '?page=1&limit=5')).toBe(17);
  });

  it('keeps one user’s answers apart from another’s', async () => {
    const first = await customerWith(cached, 20);
    const second = await customerWith(cached, 40);
    expect(await balanceOf(cached, first.token)).toBe(20);
    expect(await balanceOf(cached, second.token)).toBe(40);
    await grant(cached, first.user.id, 1);
    await writeBehindTheLedger(cached, second.user.id, 3);
    expect(await balanceOf(cached, first.token)).toBe(21);
    // The first user's change did not drop the second user's answer.
    expect(await balanceOf(cached, second.token)).toBe(40);
  });

  it('reads every time with CREDITS_CACHE_TTL_MS=0', async () => {
    const { token, user } = await customerWith(uncached, 50);
    expect(await balanceOf(uncached, token)).toBe(50);
    await writeBehindTheLedger(uncached, user.id, 7);
    expect(await balanceOf(uncached, token)).toBe(7);
  });
});
