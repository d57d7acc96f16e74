import type { Checkout } from '@vitrine/contracts/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, api, checkOut, payCheckout, quote, setVariants } from '../test/checkout.ts';
import { customerWithAddress, shopWithProduct } from '../test/orders.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../test/test-app.ts';

// Row locks and conditional updates only contend for real on PostgreSQL: run with
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
const onPostgres = !postgresUnavailable('the concurrent checkout tests');

describe.skipIf(!onPostgres)('checkouts under contention on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('50 shoppers check out the last 3 units of a variant at once: 3 orders, 47 clear refusals', async () => {
    const shop = await shopWithProduct(t.app, 0);
    const [variant] = await setVariants(t.app, shop.vendor, shop.productId, [
      {
        size: 'S',
        colour: 'Rani pink',
        price: { amountMinor: 240_000, currency: 'INR' },
        stock: 3,
      },
    ]);
    const shoppers: {
      customer: Awaited<ReturnType<typeof customerWithAddress>>;
      amountDueMinor: number;
    }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const customer = await customerWithAddress(t.app);
      await addToCart(t.app, customer, { productId: shop.productId, variantId: variant!.id });
      shoppers.push({
        customer,
        amountDueMinor: (await quote(t.app, customer)).amountDue.amountMinor,
      });
    }

    const answers = await Promise.all(
      shoppers.map(({ customer, amountDueMinor }) => checkOut(t.app, customer, { amountDueMinor })),
    );
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.status, answer.raw).toBe(409);
      expect(answer.body.error).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: expect.stringContaining('has just sold out'),
      });
    }

    const stock = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/products/${shop.productId}` })
        ).json() as { variants: { stock: number }[] }
      ).variants[0]!.stock;
    expect(await stock()).toBe(0);

    // The refused shoppers have no checkout, no order and no payment order to pay.
    const { orderCheckout, paymentOrder, shopOrder } =
      await import('../platform/db/schema/index.ts');
    const { eq, inArray } = await import('drizzle-orm');
    const db = t.app.database.db;
    const customerIds = shoppers.map((s) => s.customer.userId);
    expect(
      await db.select().from(orderCheckout).where(inArray(orderCheckout.customerId, customerIds)),
    ).toHaveLength(3);
    expect(await db.select().from(shopOrder).where(eq(shopOrder.shopId, shop.shopId))).toHaveLength(
      3,
    );

    // The three pay, all at once: three paid orders, and still no unit below zero.
    const winners = placed.map((answer) => ({
      checkout: answer.body as Checkout,
      customer: shoppers[answers.indexOf(answer)]!.customer,
    }));
    await Promise.all(
      winners.map(async ({ checkout, customer }) => {
        const { paid } = await payCheckout(t.app, customer, checkout.id);
        expect(paid.status, paid.raw).toBe(200);
        const verified = await api<Checkout>(
          t.app,
          customer,
          'POST',
          `/user/checkouts/${checkout.id}/pay/verify`,
          paid.body,
        );
        expect(verified.status, verified.raw).toBe(200);
        expect(verified.body.orders.map((o) => o.status)).toEqual(['paid']);
      }),
    );
    expect(await stock()).toBe(0);
    const payments = await db
      .select({ status: paymentOrder.status, subjectId: paymentOrder.subjectId })
      .from(paymentOrder)
      .where(inArray(paymentOrder.userId, customerIds));
    expect(payments.map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(payments.map((p) => p.subjectId))).toEqual(
      new Set(winners.map((w) => w.checkout.id)),
    );
  }, 120_000);
});
