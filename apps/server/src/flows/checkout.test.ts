import type { Cart } from '@vitrine/contracts/cart';
import type { Checkout } from '@vitrine/contracts/checkout';
import type { OrderPage } from '@vitrine/contracts/orders';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../test/fake-clock.ts';
import { addToCart, api, checkOut, payCheckout, quote, setVariants } from '../test/checkout.ts';
import { customerWithAddress, shopWithProduct } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';
import { waitFor } from '../test/wait-for.ts';

const fakeClock = createFakeClock();
const t = await createTestApp(
  { AUTH_RATE_LIMIT_MAX: '100000', PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  { clock: fakeClock.now },
);
fakeClock.setApp(t.app);
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof shopWithProduct>>;
type Customer = Awaited<ReturnType<typeof customerWithAddress>>;

const unitsOf = async (productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` })).json() as {
    stock: number;
    variants: { id: string; stock: number }[];
  };

const refundsOfCheckout = async (checkoutId: string) => {
  const { paymentOrder, paymentRefund } = await import('../platform/db/schema/index.ts');
  const { and, eq } = await import('drizzle-orm');
  return t.app.database.db
    .select({ id: paymentRefund.id, amountMinor: paymentRefund.amountMinor })
    .from(paymentRefund)
    .innerJoin(paymentOrder, eq(paymentOrder.id, paymentRefund.paymentOrderId))
    .where(and(eq(paymentOrder.purpose, 'checkout'), eq(paymentOrder.subjectId, checkoutId)));
};

const checkoutOf = async (customer: Customer, id: string) =>
  (await api<Checkout>(t.app, customer, 'GET', `/user/checkouts/${id}`)).body;

/** Two shops: A sells a kurta in sizes (M: ₹900, 4 left), B a saree as itself (₹1,000, 5 left). */
async function twoShops() {
  const a = await shopWithProduct(t.app, 0);
  const b = await shopWithProduct(t.app, 5);
  const [medium] = await setVariants(t.app, a.vendor, a.productId, [
    { size: 'M', price: { amountMinor: 90_000, currency: 'INR' }, stock: 4 },
    {
      size: 'L',
      price: { amountMinor: 95_000, currency: 'INR' },
      stockKind: 'made_to_order',
      leadTimeDays: 7,
    },
  ]);
  return { a, b, mediumId: medium!.id };
}

async function fillCart(customer: Customer, shops: { a: Shop; b: Shop; mediumId: string }) {
  await addToCart(t.app, customer, { productId: shops.a.productId, variantId: shops.mediumId });
  return addToCart(t.app, customer, { productId: shops.b.productId, quantity: 2 });
}

describe('one checkout, one payment, an order per shop', () => {
  it('reserves the units, takes one payment for the amount due and places paid orders', async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);

    const priced = await quote(t.app, customer);
    // A: ₹900 + ₹99 shipping + 5% GST (₹45); B: ₹2,000, free shipping, 5% GST (₹100).
    expect(
      priced.shops.map((s) => [
        s.subtotal.amountMinor,
        s.shipping.amountMinor,
        s.tax.amountMinor,
        s.total.amountMinor,
      ]),
    ).toEqual([
      [90_000, 9_900, 4_500, 104_400],
      [200_000, 0, 10_000, 210_000],
    ]);
    expect(priced.amountDue.amountMinor).toBe(314_400);
    expect(priced.amountDueInWords).toMatch(/three thousand one hundred forty.four/i);

    const started = await checkOut(t.app, customer);
    expect(started.status, started.raw).toBe(201);
    const checkout = started.body;
    expect(checkout).toMatchObject({
      status: 'awaiting_payment',
      amountDue: { amountMinor: 314_400 },
    });
    const byShop = <T extends { shopId: string }>(list: T[], shopId: string) =>
      list.find((o) => o.shopId === shopId)!;
    expect(checkout.orders).toHaveLength(2);
    expect(byShop(checkout.orders, shops.a.shopId)).toMatchObject({
      status: 'awaiting_payment',
      total: 104_400,
    });
    expect(byShop(checkout.orders, shops.b.shopId)).toMatchObject({
      status: 'awaiting_payment',
      total: 210_000,
    });
    // Held for the payment: off the shelf already.
    expect((await unitsOf(shops.a.productId)).variants[0]!.stock).toBe(3);
    expect((await unitsOf(shops.b.productId)).stock).toBe(3);
    // An order of a checkout is paid with it, never on its own.
    const alone = await api(t.app, customer, 'POST', `/user/orders/${checkout.orders[0]!.id}/pay`);
    expect(alone.status).toBe(409);

    const { order, paid } = await payCheckout(t.app, customer, checkout.id);
    expect(order.amount).toBe(314_400);
    expect(paid.status, paid.raw).toBe(200);
    const verified = await api<Checkout>(
      t.app,
      customer,
      'POST',
      `/user/checkouts/${checkout.id}/pay/verify`,
      paid.body,
    );
    expect(verified.status, verified.raw).toBe(200);
    expect(verified.body.status).toBe('paid');
    expect(verified.body.orders.map((o) => o.status)).toEqual(['paid', 'paid']);
    // The amount paid is the sum of the shops' order totals.
    expect(verified.body.orders.reduce((sum, o) => sum + o.total, 0)).toBe(order.amount);
    // Sold, not released; the bought lines left the cart.
    expect((await unitsOf(shops.a.productId)).variants[0]!.stock).toBe(3);
    expect((await api<Cart>(t.app, customer, 'GET', '/user/cart')).body.shops).toEqual([]);

    // Each shop sees its own order, in the existing order flow.
    for (const shop of [shops.a, shops.b]) {
      const list = await api<OrderPage>(
        t.app,
        shop.vendor,
        'GET',
        `/vendor/orders?shopId=${shop.shopId}`,
      );
      expect(list.status, list.raw).toBe(200);
      expect(list.body.items.map((o) => o.id)).toEqual([byShop(checkout.orders, shop.shopId).id]);
    }
    const detail = await api<{ items: { title: string }[] }>(
      t.app,
      customer,
      'GET',
      `/user/orders/${byShop(checkout.orders, shops.a.shopId).id}`,
    );
    expect(detail.body.items.map((i) => i.title)).toEqual([expect.stringMatching(/\(M\)$/)]);
  });

  it("cancelling one paid order refunds that order's part of the payment and restocks it", async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const { body: checkout } = await checkOut(t.app, customer);
    const { paid } = await payCheckout(t.app, customer, checkout.id);
    const verified = await api<Checkout>(
      t.app,
      customer,
      'POST',
      `/user/checkouts/${checkout.id}/pay/verify`,
      paid.body,
    );
    expect(verified.body.status, verified.raw).toBe('paid');
    const kurtaOrder = verified.body.orders.find((o) => o.shopId === shops.a.shopId)!;

    const cancelled = await api<{ status: string }>(
      t.app,
      shops.a.vendor,
      'POST',
      `/vendor/orders/${kurtaOrder.id}/cancel`,
      { note: 'Out of this colour' },
    );
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect((await unitsOf(shops.a.productId)).variants[0]!.stock).toBe(4);
    const refunds = await waitFor(
      async () => {
        const found = await refundsOfCheckout(checkout.id);
        return found.length > 0 ? found : undefined;
      },
      { what: 'the part refund' },
    );
    expect(refunds.map((r) => r.amountMinor)).toEqual([kurtaOrder.total]);
    // A second request for the same part asks for nothing more.
    const again = await api(
      t.app,
      shops.a.vendor,
      'POST',
      `/vendor/orders/${kurtaOrder.id}/cancel`,
      {},
    );
    expect(again.status).toBe(409);
    expect(await refundsOfCheckout(checkout.id)).toHaveLength(1);
    const other = verified.body.orders.find((o) => o.shopId === shops.b.shopId)!;
    const detail = await api<{ status: string }>(
      t.app,
      customer,
      'GET',
      `/user/orders/${other.id}`,
    );
    expect(detail.body.status).toBe('paid');
  });

  it("applies a shop's code to that shop's order, and says why another code does not apply", async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const offer = await api(t.app, shops.b.vendor, 'POST', '/vendor/offers', {
      shopId: shops.b.shopId,
      title: 'Ten off sarees',
      code: `SAREE${Date.now() % 100_000}`,
      discount: { kind: 'percent', percent: 10 },
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(offer.status, offer.raw).toBe(201);
    const code = (offer.body as { code: string }).code;

    const priced = await quote(t.app, customer, [code, 'NOSUCHCODE']);
    expect(priced.codes).toEqual([
      {
        code,
        applies: true,
        discount: { amountMinor: 20_000, currency: 'INR' },
        shopIds: [shops.b.shopId],
      },
      expect.objectContaining({ code: 'NOSUCHCODE', applies: false, reason: 'unknown' }),
    ]);
    // B: ₹2,000 − ₹200, 5% GST on ₹1,800 (₹90): ₹1,890; A unchanged at ₹1,044.
    expect(priced.amountDue.amountMinor).toBe(104_400 + 189_000);

    const started = await checkOut(t.app, customer, { codes: [code] });
    expect(started.status, started.raw).toBe(201);
    const sareeOrder = started.body.orders.find((o) => o.shopId === shops.b.shopId)!;
    expect(sareeOrder.total).toBe(189_000);
    expect(started.body.amountDue.amountMinor).toBe(293_400);
  });

  it('refuses an amount other than the one shown, and an empty cart', async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const stale = await checkOut(t.app, customer, { amountDueMinor: 300_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.error!.message).toContain('₹3,144');
    expect((await unitsOf(shops.b.productId)).stock).toBe(5);

    const empty = await customerWithAddress(t.app);
    const none = await checkOut(t.app, empty, { amountDueMinor: 0 });
    expect(none.status).toBe(400);
  });

  it('cash on delivery only where every shop takes it; then the orders go to the shops at once', async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const refused = await checkOut(t.app, customer, { paymentMethod: 'cash_on_delivery' });
    expect(refused.status).toBe(400);
    expect(refused.raw).toContain('paymentMethod');

    for (const { vendor, shopId } of [shops.a, shops.b]) {
      const allowed = await api(t.app, vendor, 'PATCH', '/vendor/updateVendor', {
        shopId,
        cashOnDelivery: true,
      });
      expect(allowed.status, allowed.raw).toBe(200);
    }
    expect((await quote(t.app, customer)).cashOnDelivery).toBe(true);
    const cod = await checkOut(t.app, customer, { paymentMethod: 'cash_on_delivery' });
    expect(cod.status, cod.raw).toBe(201);
    expect(cod.body.status).toBe('cash_on_delivery');
    expect(cod.body.orders.map((o) => o.status)).toEqual(['paid', 'paid']);
    expect((await unitsOf(shops.b.productId)).stock).toBe(3);
    expect((await api<Cart>(t.app, customer, 'GET', '/user/cart')).body.shops).toEqual([]);
  });
});

describe('units held for a checkout go back when it is not paid', () => {
  it('when the payment fails: the checkout lapses, its orders are cancelled', async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const { body: checkout } = await checkOut(t.app, customer);
    expect((await unitsOf(shops.b.productId)).stock).toBe(3);

    const { paid } = await payCheckout(t.app, customer, checkout.id, '4000 0000 0000 0002');
    expect(paid.status).toBe(400);
    const lapsed = await waitFor(
      async () => {
        const now = await checkoutOf(customer, checkout.id);
        return now.status === 'lapsed' ? now : undefined;
      },
      { what: 'the failed payment to lapse the checkout' },
    );
    expect(lapsed.orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect((await unitsOf(shops.b.productId)).stock).toBe(5);
    expect((await unitsOf(shops.a.productId)).variants[0]!.stock).toBe(4);
    // The cart keeps its lines: the shopper may try again.
    expect((await api<Cart>(t.app, customer, 'GET', '/user/cart')).body.itemCount).toBe(3);
    const again = await api(t.app, customer, 'POST', `/user/checkouts/${checkout.id}/pay`);
    expect(again.status).toBe(409);
  });

  it('when 15 minutes pass unpaid; a payment arriving later is refused and refunded', async () => {
    const shops = await twoShops();
    const customer = await customerWithAddress(t.app);
    await fillCart(customer, shops);
    const { body: checkout } = await checkOut(t.app, customer);
    const started = await api<{ orderId: string }>(
      t.app,
      customer,
      'POST',
      `/user/checkouts/${checkout.id}/pay`,
    );
    expect(started.status, started.raw).toBe(200);

    await fakeClock.moveTo(Date.parse(checkout.expiresAt) + 1_000);
    try {
      await t.app.outbox.dispatcher.drain();
      const lapsed = await waitFor(
        async () => {
          const now = await checkoutOf(customer, checkout.id);
          return now.status === 'lapsed' ? now : undefined;
        },
        { what: 'the checkout to lapse' },
      );
      expect(lapsed.orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
      expect((await unitsOf(shops.b.productId)).stock).toBe(5);
      expect((await unitsOf(shops.a.productId)).variants[0]!.stock).toBe(4);
      const again = await api(t.app, customer, 'POST', `/user/checkouts/${checkout.id}/pay`);
      expect(again.status).toBe(409);

      // The provider order handed out before still takes a card: that payment settles nothing.
      const late = await api(t.app, customer, 'POST', '/pay/sandbox/pay', {
        orderId: started.body.orderId,
        card: '4111 1111 1111 1111',
        sendWebhook: true,
      });
      expect(late.status, late.raw).toBe(200);
      const refunds = await waitFor(
        async () => {
          const found = await refundsOfCheckout(checkout.id);
          return found.length > 0 ? found : undefined;
        },
        { what: 'the late payment to be refunded' },
      );
      expect(refunds).toHaveLength(1);
      expect((await checkoutOf(customer, checkout.id)).status).toBe('lapsed');
      expect((await unitsOf(shops.b.productId)).stock).toBe(5);
    } finally {
      await fakeClock.moveTo(undefined);
    }
  });
});
