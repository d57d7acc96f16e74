import type { Booking, MeetingPage } from '@vitrine/contracts/meetings';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { creditAccount, creditLedgerEntry } from '../modules/credits/credits.schema.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoMeetings } from './demo-meetings.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoMeetings', () => {
  it('gives the demo customer an upcoming, a completed and a refunded cancelled meeting, paid from a plan they bought, once', async () => {
    const db = t.app.database.db;
    const users = createUsersRepository(db);
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await users.setRoles(customer.user.id, { ...none, customer: true });
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createOwnedShop(t.app, vendor.user.id);
    await seedCreditPlans(db);

    expect(await seedDemoMeetings(db)).toEqual({ added: 3 });
    expect(await seedDemoMeetings(db)).toEqual({ added: 0 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/meetings',
      headers: bearer(customer.token),
    });
    const meetings = (res.json() as MeetingPage).items;
    const byStatus = (status: Booking['status']) => meetings.filter((m) => m.status === status);
    expect(byStatus('booked')).toHaveLength(1);
    expect(byStatus('completed')).toHaveLength(1);
    expect(byStatus('cancelled_by_customer')).toMatchObject([{ creditsRefunded: 30 }]);

    const [account] = await db
      .select()
      .from(creditAccount)
      .where(eq(creditAccount.userId, customer.user.id));
    const ledger = await db
      .select()
      .from(creditLedgerEntry)
      .where(eq(creditLedgerEntry.userId, customer.user.id));
    expect(account!.balance).toBe(ledger.reduce((sum, e) => sum + e.delta, 0));
    expect(ledger.filter((e) => e.kind === 'refund')).toHaveLength(1);
    // The credits came from the Explorer plan, bought and settled as the payments module does.
    expect(ledger.filter((e) => e.kind === 'purchase')).toMatchObject([
      { delta: 150, referenceType: 'payment_order' },
    ]);
    expect(account!.balance).toBe(150 - 3 * 30 + 30);
    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/credits',
      headers: bearer(customer.token),
    });
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json().balance).toBe(90);
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(customer.token),
    });
    expect(notices.json().items).toMatchObject([
      {
        title: 'Credits added',
        body: '150 credits from the Explorer plan are in your account.',
        link: '/user/credits',
      },
    ]);
  });
});
