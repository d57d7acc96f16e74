import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { booking } from '../modules/meetings/meetings.schema.ts';
import { shopOrder } from '../modules/orders/orders.schema.ts';
import { stitchingInvoice } from '../modules/stitching/stitching.schema.ts';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoEarnings } from './demo-earnings.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoStitching } from './demo-stitching.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoEarnings', () => {
  it("earns from the demo vendor's real orders, meeting and invoice, in every state, with a paid and a failed payout, once", async () => {
    const db = t.app.database.db;
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await createUsersRepository(db).setRoles(customer.user.id, { ...none, customer: true });
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createUsersRepository(db).setRoles(vendor.user.id, { ...none, vendor: true });
    // Not a stitcher yet: the stitching seed makes the demo vendor's shop one.
    const shopId = await createOwnedShop(t.app, vendor.user.id, { name: 'Demo Boutique' });
    // The demo meetings are paid from a demo plan the customer bought.
    await seedCreditPlans(db);
    await seedDemoMeetings(db);
    await seedDemoOrders(db);
    await seedDemoStitching(db);
    const [own] = await db.select().from(shop).where(eq(shop.id, shopId));
    expect(own!.isStitcher).toBe(true);

    expect((await seedDemoEarnings(db)).added).toBeGreaterThan(0);
    expect(await seedDemoEarnings(db)).toEqual({ added: 0 });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(vendor.token) });
    const earnings = (await get(`/vendor/earnings?shopId=${shopId}&limit=100`)).json() as {
      items: {
        state: string;
        kind: string;
        net: number;
        source: { type: string; id: string };
        reverses: { kind: string; sourceId: string } | null;
        payoutId: string | null;
      }[];
      balances: { payable: number; onHold: number; paidOut: number; inPayout: number };
    };
    expect(new Set(earnings.items.map((e) => e.state))).toEqual(
      new Set(['paid_out', 'payable', 'on_hold']),
    );
    expect(new Set(earnings.items.map((e) => e.kind))).toEqual(
      new Set(['order', 'meeting', 'stitching_invoice', 'reversal']),
    );
    // Every entry names a real demo record of this shop (a reversal, the order it reverses).
    const orders = await db.select().from(shopOrder).where(eq(shopOrder.shopId, shopId));
    const bookings = await db.select().from(booking).where(eq(booking.shopId, shopId));
    const invoices = await db
      .select()
      .from(stitchingInvoice)
      .where(eq(stitchingInvoice.shopId, shopId));
    for (const entry of earnings.items) {
      const { type, id } = entry.reverses
        ? { type: 'order', id: entry.reverses.sourceId }
        : entry.source;
      const found =
        type === 'order'
          ? orders.find((o) => o.id === id && o.deliveredAt)
          : type === 'booking'
            ? bookings.find((b) => b.id === id && b.status === 'completed')
            : invoices.find((i) => i.id === id && i.paidAt);
      expect(found, `${entry.kind} ${id}`).toBeDefined();
    }
    expect(earnings.items.filter((e) => e.kind === 'order')).toHaveLength(
      orders.filter((o) => o.deliveredAt).length,
    );
    const { payable, onHold, paidOut, inPayout } = earnings.balances;
    expect(payable + onHold + paidOut + inPayout).toBe(
      earnings.items.reduce((s, e) => s + e.net, 0),
    );

    const payouts = (await get(`/vendor/payouts?shopId=${shopId}`)).json() as {
      items: { id: string; status: string; amount: number }[];
    };
    expect(payouts.items.map((p) => p.status)).toEqual(['failed', 'paid']);
    expect(payouts.items[1]!.amount).toBe(paidOut);
    // The failed payout's invoice is payable again: what staff would retry.
    const invoiceEntry = earnings.items.find((e) => e.kind === 'stitching_invoice')!;
    expect(invoiceEntry.state).toBe('payable');
    expect(payouts.items[0]!.amount).toBe(invoiceEntry.net);
    const account = (await get(`/vendor/bank-account?shopId=${shopId}`)).json();
    expect(account.bankAccount.accountNumberMasked).toBe('XXXXXXXXXX7890');
  });
});
