import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seedDemoEarnings } from './demo-earnings.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoEarnings', () => {
  it('gives the demo vendor earnings in every state and a paid payout, once', async () => {
    const db = t.app.database.db;
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createUsersRepository(db).setRoles(vendor.user.id, { ...none, vendor: true });
    const shopId = await createOwnedShop(t.app, vendor.user.id, { name: 'Demo Boutique' });

    expect((await seedDemoEarnings(db)).added).toBeGreaterThan(0);
    expect(await seedDemoEarnings(db)).toEqual({ added: 0 });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(vendor.token) });
    const earnings = (await get(`/vendor/earnings?shopId=${shopId}&limit=100`)).json() as {
      items: { state: string; kind: string; net: number }[];
      balances: { payable: number; onHold: number; paidOut: number; inPayout: number };
    };
    expect(new Set(earnings.items.map((e) => e.state))).toEqual(
      new Set(['paid_out', 'payable', 'on_hold']),
    );
    expect(earnings.items.some((e) => e.kind === 'reversal')).toBe(true);
    const { payable, onHold, paidOut, inPayout } = earnings.balances;
    expect(payable + onHold + paidOut + inPayout).toBe(
      earnings.items.reduce((s, e) => s + e.net, 0),
    );
    const payouts = (await get(`/vendor/payouts?shopId=${shopId}`)).json() as {
      items: { status: string; amount: number }[];
    };
    expect(payouts.items).toEqual([expect.objectContaining({ status: 'paid', amount: paidOut })]);
    const account = (await get(`/vendor/bank-account?shopId=${shopId}`)).json();
    expect(account.bankAccount.accountNumberMasked).toBe('XXXXXXXXXX7890');
  });
});
