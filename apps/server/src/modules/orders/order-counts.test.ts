import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@vitrine/contracts/orders';
import { shop as shopTable, shopOrder } from '../../platform/db/schema/index.ts';
import { Random } from '../../seed/random.ts';
import {
  createShopOrder,
  customerCall,
  customerWithAddress,
  payInSandbox,
  shopWithProduct,
  vendorCall,
} from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PAYMENT_RECONCILE_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

type Mismatch = { customerId: string; status: string; actual: number; kept: number };

/**
 * Every (customer, status) whose kept count differs from `count(*)` over the orders, read in one
 * statement (one snapshot), so a refund the background dispatcher settles meanwhile cannot
 * make the two disagree by timing.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function mismatches(): Promise<Mismatch[]> {
  const result = await t.app.database.db.execute(sql`
    select coalesce(a.customer_id, k.customer_id) as "customerId",
           coalesce(a.status, k.status) as "status",
           coalesce(a.n, 0) as "actual",
           coalesce(k.count, 0) as "kept"
    from (select customer_id, status, count(*)::int as n from shop_order group by 1, 2) a
    full join customer_order_count k on k.customer_id = a.customer_id and k.status = a.status
    where coalesce(a.n, 0) <> coalesce(k.count, 0)`);
  return rowsOf<Mismatch>(result);
}

async function statusesOf(customerId: string): Promise<Record<string, number>> {
  const result = await t.app.database.db.execute(
    sql`select status, count(*)::int as n from shop_order where customer_id = ${customerId} group by status`,
  );
  return Object.fromEntries(
    rowsOf<{ status: string; n: number }>(result).map((r) => [r.status, r.n]),
  );
}

type Customer = Awaited<ReturnType<typeof customerWithAddress>>;
type Shop = Awaited<ReturnType<typeof shopWithProduct>>;
type Order = { id: string; customer: Customer; shop: Shop };

const statusOf = async (orderId: string) => {
  const [row] = await t.app.database.db
    .select({ status: shopOrder.status })
    .from(shopOrder)
    .where(sql`${shopOrder.id} = ${orderId}`);
  return row!.status;
};

type Move = () => Promise<number>;

/** What may be done to an order in `status`: moving it on, or cancelling it; each answers the HTTP status. */
function moves(order: Order, status: OrderStatus): { forward: Move[]; cancel: Move[] } {
  const { customer, shop } = order;
  const asCustomer = (to: OrderStatus) => async () =>
    (
      await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/update-status`, {
        status: to,
      })
    ).statusCode;
  const asShop =
    (path: string, body: object = {}) =>
    async () =>
      (await vendorCall(t.app, shop.vendor, `/${order.id}/${path}`, body)).statusCode;
  const pay = async () => {
    await payInSandbox(t.app, customer, order.id);
    return 200;
  };
  const cancel = [asCustomer('cancelled'), asShop('cancel')];
  switch (status) {
    case 'awaiting_payment':
      return { forward: [pay], cancel };
    case 'paid':
      return { forward: [asShop('pack')], cancel };
    case 'packed': {
      const trackingNumber = `SBX-${order.id.slice(0, 13)}`;
      return { forward: [asShop('ship', { carrier: 'sandbox', trackingNumber })], cancel };
    }
    case 'shipped':
      return { forward: [asShop('deliver'), asCustomer('delivered')], cancel: [] };
    case 'delivered':
      return { forward: [asCustomer('return_requested')], cancel: [] };
    case 'return_requested':
      return { forward: [asShop('receive-return')], cancel: [] };
    default:
      return { forward: [], cancel: [] };
  }
}

/**
 * A change the order's state forbids (a delivery, legal only once shipped; a cancellation of a
 * shipped order): it must answer 409 and leave the counts alone.
 */
function illegal(order: Order, status: OrderStatus): () => Promise<number> {
  if (status !== 'shipped') {
    return async () =>
      (await vendorCall(t.app, order.shop.vendor, `/${order.id}/deliver`)).statusCode;
  }
  return async () =>
    (
      await customerCall(t.app, order.customer, 'POST', `/user/orders/${order.id}/update-status`, {
        status: 'cancelled',
      })
    ).statusCode;
}

describe('the kept order counts', () => {
  it('equal count(*) by customer and status through a random walk of creating, paying, shipping, cancelling and returning', async () => {
    // Seeded (the seed generator of the demo data): the same walk on every run, and a seed to replay.
    const seed = 'order-counts-3';
    const random = new Random(seed);
    const next = () => random.next();
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    // Plenty of stock in one shop; two pieces in the other, so late payments run out of stock
    // (paid and cancelled in the same transaction).
    const shops = [await shopWithProduct(t.app, 1_000), await shopWithProduct(t.app, 2)];
    const customers = [await customerWithAddress(t.app), await customerWithAddress(t.app)];
    const orders: Order[] = [];

    for (let step = 0; step < 80; step++) {
      const roll = next();
      if (orders.length < 3 || roll < 0.22) {
        const customer = pick(customers);
        const shop = pick(shops);
        const made = await createShopOrder(t.app, shop, customer);
        orders.push({ id: made.id, customer, shop });
      } else {
        const order = pick(orders);
        const status = await statusOf(order.id);
        const { forward, cancel } = moves(order, status);
        if (roll < 0.3 || forward.length === 0) {
          expect(await illegal(order, status)(), `step ${step}, seed ${seed}`).toBe(409);
        } else {
          const move = roll < 0.42 && cancel.length > 0 ? pick(cancel) : pick(forward);
          expect(await move(), `step ${step} (${status}), seed ${seed}`).toBe(200);
        }
      }
      expect(await mismatches(), `after step ${step}, seed ${seed}`).toEqual([]);
    }

    // The walk went through every state, a return refunded included.
    await t.app.outbox.dispatcher.drain();
    await waitFor(
      async () => {
        const all = await Promise.all(customers.map((c) => statusesOf(c.userId)));
        return all.every((s) => !s.returned) ? true : undefined;
      },
      { what: 'the returned orders to be refunded' },
    );
    const visited = await t.app.database.db.execute(
      sql`select distinct to_status as status from order_event order by 1`,
    );
    expect(rowsOf<{ status: string }>(visited).map((r) => r.status)).toEqual(
      [...ORDER_STATUSES].sort(),
    );
    expect(await mismatches()).toEqual([]);

    // The list's total: the kept count unfiltered and by status, the same as counting the rows.
    for (const customer of customers) {
      const actual = await statusesOf(customer.userId);
      const totalOf = async (query: string) => {
        const res = await customerCall(t.app, customer, 'GET', `/user/orders?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { total: number }).total;
      };
      const all = Object.values(actual).reduce((sum, n) => sum + n, 0);
      expect(await totalOf('')).toBe(all);
      expect(await totalOf('page=2')).toBe(all);
      for (const status of ORDER_STATUSES) {
        expect(await totalOf(`status=${status}`), status).toBe(actual[status] ?? 0);
      }
      // A date range still counts its rows: every order was made today.
      const today = new Date().toISOString().slice(0, 10);
      expect(await totalOf(`fromDate=2020-01-01&toDate=${today}`)).toBe(all);
    }
  });

  it('follow writes outside the orders module: a bulk insert and a shop deleted with its orders', async () => {
    const customer = await customerWithAddress(t.app);
    const shop = await shopWithProduct(t.app, 10);
    const made = await createShopOrder(t.app, shop, customer);
    await payInSandbox(t.app, customer, made.id);
    const rows = ORDER_STATUSES.map((status, i) => ({
      number: `VO-BULK${String(i).padStart(4, '0')}`,
      customerId: customer.userId,
      shopId: shop.shopId,
      shopName: 'Loom & Thread',
      status,
      currency: 'INR',
      subtotalMinor: 1_000,
      totalMinor: 1_000,
      searchText: `vo-bulk${i}`,
      itemCount: 0,
    }));
    await t.app.database.db.insert(shopOrder).values(rows);
    expect(await mismatches()).toEqual([]);
    const listed = await customerCall(t.app, customer, 'GET', '/user/orders');
    expect(listed.json().total).toBe(ORDER_STATUSES.length + 1);
    const paid = await customerCall(t.app, customer, 'GET', '/user/orders?status=paid');
    expect(paid.json().total).toBe(2);

    // A transaction that changes an order twice and rolls back leaves the counts as they were.
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await tx
          .update(shopOrder)
          .set({ status: 'packed' })
          .where(sql`${shopOrder.id} = ${made.id}`);
        await tx
          .update(shopOrder)
          .set({ status: 'shipped' })
          .where(sql`${shopOrder.id} = ${made.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await mismatches()).toEqual([]);

    await t.app.database.db.delete(shopTable).where(sql`${shopTable.id} = ${shop.shopId}`);
    expect(await mismatches()).toEqual([]);
    expect((await customerCall(t.app, customer, 'GET', '/user/orders')).json().total).toBe(0);
  });
});
