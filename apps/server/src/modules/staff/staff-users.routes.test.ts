import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles } from '../../test/accounts.ts';
import { insertBooking } from '../../test/meetings.ts';
import { createShopOrder, customerWithAddress, shopWithProduct } from '../../test/orders.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { callAs, employeeWith, refusedCallers, type Caller } from '../../test/staff.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const call = callAs(t.app);

let clerk: Caller;
let admin: Caller;
beforeAll(async () => {
  clerk = await employeeWith(t.app, ['credits']);
  admin = await accountWithRoles(t.app, { admin: true });
}, 60_000);

const HOUR = 3_600_000;

describe("a customer's bookings and orders for staff", () => {
  it('refuses customers, vendors and employees without the credits area (403), and nobody (401)', async () => {
    const someone = await accountWithRoles(t.app, { customer: true });
    const callers = await refusedCallers(t.app, 'credits');
    for (const list of ['bookings', 'orders']) {
      const url = `/admin/users/${someone.userId}/${list}`;
      for (const [name, caller] of Object.entries(callers)) {
        expect((await call(caller, 'GET', url)).statusCode, `${name}: ${url}`).toBe(403);
      }
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('answers 404 for an unknown user and 400 naming a bad page or limit', async () => {
    const someone = await accountWithRoles(t.app, { customer: true });
    for (const list of ['bookings', 'orders']) {
      const unknown = await call(clerk, 'GET', `/admin/users/nobody-${Date.now()}/${list}`);
      expect(unknown.statusCode, unknown.body).toBe(404);
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['page=0', 'page'],
      ]) {
        const res = await call(clerk, 'GET', `/admin/users/${someone.userId}/${list}?${query}`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.details[0].field).toBe(field);
      }
    }
  });

  it("pages the customer's bookings, latest start first, with the shop; others' are not listed", async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, vendor.userId, { name: 'Chanderi House' });
    const customer = await accountWithRoles(t.app, { customer: true });
    const other = await accountWithRoles(t.app, { customer: true });
    const now = Date.now();
    const starts = [-48, 24, 72].map((h) => new Date(now + h * HOUR));
    const ids = [];
    for (const startsAt of starts) {
      ids.push((await insertBooking(t.app, { shopId, customerId: customer.userId, startsAt })).id);
    }
    await insertBooking(t.app, { shopId, customerId: other.userId, startsAt: new Date(now) });

    const first = await call(clerk, 'GET', `/admin/users/${customer.userId}/bookings?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.json().items.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
    expect(first.json().items[0]).toMatchObject({
      status: 'booked',
      shopId,
      shopName: 'Chanderi House',
      startsAt: starts[2]!.toISOString(),
      creditsUsed: 30,
      creditsRefunded: 0,
    });
    const second = await call(
      admin,
      'GET',
      `/admin/users/${customer.userId}/bookings?limit=2&page=2`,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ total: 3, page: 2 });
    expect(second.json().items.map((b: { id: string }) => b.id)).toEqual([ids[0]]);

    const none = await call(clerk, 'GET', `/admin/users/${vendor.userId}/bookings`);
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it("pages the customer's orders, newest first, with shop, status and amount", async () => {
    const shop = await shopWithProduct(t.app, 10);
    const customer = await customerWithAddress(t.app);
    const other = await customerWithAddress(t.app);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await createShopOrder(t.app, shop, customer));
    await createShopOrder(t.app, shop, other);

    const first = await call(clerk, 'GET', `/admin/users/${customer.userId}/orders?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.json().items.map((o: { id: string }) => o.id)).toEqual([
      placed[2]!.id,
      placed[1]!.id,
    ]);
    expect(first.json().items[0]).toMatchObject({
      number: placed[2]!.number,
      shopId: shop.shopId,
      shopName: 'Loom & Thread',
      status: 'awaiting_payment',
      currency: 'INR',
      total: placed[2]!.total,
      itemCount: 2,
    });
    const last = await call(clerk, 'GET', `/admin/users/${customer.userId}/orders?limit=2&page=2`);
    expect(last.json().items.map((o: { id: string }) => o.id)).toEqual([placed[0]!.id]);
  });
});
