import type { ProductSalesList } from '@vitrine/contracts/shop-stock';
import { describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { addToCart, api, checkOut, payCheckout, setVariants } from '../../test/checkout.ts';
import { createFakeClock } from '../../test/fake-clock.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  createShopOrder,
  customerWithAddress,
  payInSandbox,
  shopWithProduct,
  vendorCall,
  type Account,
} from '../../test/orders.ts';
import { useSalesTestApp } from '../sales/testing.ts';

// The app's clock starts at the real hour (the outbox compares it with the database's time).
const START = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const fakeClock = createFakeClock(START);
const t = useSalesTestApp(fakeClock);

const today = () => new Date().toISOString().slice(0, 10);
const salesOf = (who: Account, shopId: string, from = today(), to = today()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/sales/products?shopId=${shopId}&from=${from}&to=${to}`,
    headers: bearer(who.token),
  });

describe('GET /api/v1/vendor/sales/products', () => {
  it("sums each product's units and revenue over the shop's paid orders only", async () => {
    const shop = await shopWithProduct(t.app, 10);
    const customer = await customerWithAddress(t.app);
    const paid = await createShopOrder(t.app, shop, customer, 2);
    await payInSandbox(t.app, customer, paid.id);
    const again = await createShopOrder(t.app, shop, customer, 3);
    await payInSandbox(t.app, customer, again.id);
    // Unpaid, and paid then cancelled: neither is a sale.
    await createShopOrder(t.app, shop, customer, 4);
    const cancelled = await createShopOrder(t.app, shop, customer, 1);
    await payInSandbox(t.app, customer, cancelled.id);
    const cancel = await vendorCall(t.app, shop.vendor, `/${cancelled.id}/cancel`, {
      note: 'Out of fabric',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const res = await salesOf(shop.vendor, shop.shopId);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as ProductSalesList;
    expect(items).toEqual([
      {
        productId: shop.productId,
        title: expect.stringMatching(/^Banarasi saree/),
        units: 5,
        revenue: { amountMinor: 500_000, currency: 'INR' },
        orders: 2,
      },
      {
        productId: null,
        title: 'Fall and pico',
        units: 2,
        revenue: { amountMinor: 30_000, currency: 'INR' },
        orders: 2,
      },
    ]);

    // Without a period: the last 30 days, today included.
    const byDefault = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/sales/products?shopId=${shop.shopId}`,
      headers: bearer(shop.vendor.token),
    });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json()).toMatchObject({ to: today(), items });

    // A period before the orders has none.
    const earlier = await salesOf(shop.vendor, shop.shopId, '2020-01-01', '2020-12-31');
    expect((earlier.json() as ProductSalesList).items).toEqual([]);
  });

  it('counts the orders of cart checkouts like the others, per variant bought', async () => {
    const shop = await shopWithProduct(t.app, 0);
    const [medium] = await setVariants(t.app, shop.vendor, shop.productId, [
      { size: 'M', price: { amountMinor: 90_000, currency: 'INR' }, stock: 4 },
    ]);
    const customer = await customerWithAddress(t.app);
    await addToCart(t.app, customer, {
      productId: shop.productId,
      variantId: medium!.id,
      quantity: 2,
    });
    const started = await checkOut(t.app, customer);
    expect(started.status, started.raw).toBe(201);
    await payCheckout(t.app, customer, started.body.id);
    // The payment settles through the sandbox's webhook.
    await waitFor(
      async () =>
        (
          await api<{ status: string }>(
            t.app,
            customer,
            'GET',
            `/user/checkouts/${started.body.id}`,
          )
        ).body.status === 'paid' || undefined,
      { what: 'the checkout to be paid' },
    );

    const { items } = (await salesOf(shop.vendor, shop.shopId)).json() as ProductSalesList;
    expect(items).toEqual([
      {
        productId: shop.productId,
        title: expect.stringMatching(/\(M\)$/),
        units: 2,
        revenue: { amountMinor: 180_000, currency: 'INR' },
        orders: 1,
      },
    ]);
  });

  it("is a 404 for another shop's sales and a 400 naming the field for a bad period", async () => {
    const shop = await shopWithProduct(t.app, 1);
    const rival = await accountWithRoles(t.app, { vendor: true });
    const res = await salesOf(rival, shop.shopId);
    expect(res.statusCode).toBe(404);

    const backwards = await salesOf(shop.vendor, shop.shopId, '2026-05-02', '2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([
      expect.objectContaining({ field: 'to', message: 'must not be before from' }),
    ]);
    const tooLong = await salesOf(shop.vendor, shop.shopId, '2024-01-01', '2026-01-01');
    expect(tooLong.statusCode).toBe(400);
    const notADate = await salesOf(shop.vendor, shop.shopId, 'yesterday', '2026-01-01');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().error.details[0].field).toBe('from');
  });
});
