import type { OrderDetail, OrderPage } from '@vitrine/contracts/orders';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoOrders } from './demo-orders.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoOrders', () => {
  it('gives the demo customer an order in every state, the delivered one tracked, once', async () => {
    const db = t.app.database.db;
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await createUsersRepository(db).setRoles(customer.user.id, { ...none, customer: true });
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createOwnedShop(t.app, vendor.user.id);

    expect(await seedDemoOrders(db)).toEqual({ added: 9 });
    expect(await seedDemoOrders(db)).toEqual({ added: 0 });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(customer.token) });
    const list = (await get('/user/orders?limit=100')).json() as OrderPage;
    expect(new Set(list.items.map((o) => o.status))).toEqual(
      new Set([
        'awaiting_payment',
        'paid',
        'packed',
        'shipped',
        'delivered',
        'cancelled',
        'return_requested',
        'returned',
        'refunded',
      ]),
    );
    const delivered = list.items.find((o) => o.status === 'delivered')!;
    const detail = (await get(`/user/orders/${delivered.id}`)).json() as OrderDetail;
    expect(detail.timeline.map((e) => e.status)).toEqual([
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ]);
    const parcel = detail.shipments[0]!;
    expect(parcel.events.map((e) => e.code)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    const tracked = await get(`/user/orders/${delivered.id}/shipments/${parcel.id}/track`);
    expect(tracked.json()).toMatchObject({ delivered: true });
    const refunded = list.items.find((o) => o.status === 'refunded')!;
    expect(((await get(`/user/orders/${refunded.id}`)).json() as OrderDetail).refund).toEqual({
      status: 'processed',
    });
  });
});
