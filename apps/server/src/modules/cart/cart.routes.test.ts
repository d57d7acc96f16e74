import type { Cart, GuestCart } from '@vitrine/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { shopWithProduct } from '../../test/orders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof accountWithRoles>>;
type Shop = Awaited<ReturnType<typeof shopWithProduct>>;
let shopA: Shop;
let shopB: Shop;

beforeAll(async () => {
  shopA = await shopWithProduct(t.app, 5);
  shopB = await shopWithProduct(t.app, 2);
}, 60_000);

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  as: { token?: string; cartToken?: string } = {},
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(as.token ? bearer(as.token) : {}),
      ...(as.cartToken ? { 'x-cart-token': as.cartToken } : {}),
    },
    ...(payload ? { payload } : {}),
  });

async function newGuest() {
  const res = await call('POST', '/cart/guest');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GuestCart;
}

async function ok<T = Cart>(promise: ReturnType<typeof call>): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('a guest cart', () => {
  it('holds products from two shops, each with its shipping and delivery estimate', async () => {
    const guest = await newGuest();
    expect(guest).toMatchObject({ shops: [], itemCount: 0 });
    const as = { cartToken: guest.token };
    await ok(call('POST', '/cart/guest/lines', as, { productId: shopA.productId, quantity: 2 }));
    const cart = await ok(call('POST', '/cart/guest/lines', as, { productId: shopB.productId }));
    expect(cart.shops.map((s) => s.shop.id)).toEqual([shopA.shopId, shopB.shopId]);
    // ₹1,000 each: two reach free shipping, one pays ₹99.
    expect(cart.shops.map((s) => [s.subtotal.amountMinor, s.shipping.amountMinor])).toEqual([
      [200_000, 0],
      [100_000, 9_900],
    ]);
    expect(cart).toMatchObject({ itemCount: 3, total: { amountMinor: 309_900 } });
    const estimate = cart.shops[0]!.deliveryEstimate;
    expect(estimate.earliest < estimate.latest).toBe(true);

    // Adding again adds up; the line can be changed and removed.
    const again = await ok(call('POST', '/cart/guest/lines', as, { productId: shopA.productId }));
    const line = again.shops[0]!.lines[0]!;
    expect(line.quantity).toBe(3);
    const changed = await ok(call('PATCH', `/cart/guest/lines/${line.id}`, as, { quantity: 1 }));
    expect(changed.shops[0]!.lines[0]!.quantity).toBe(1);
    const removed = await ok(call('DELETE', `/cart/guest/lines/${line.id}`, as));
    expect(removed.shops.map((s) => s.shop.id)).toEqual([shopB.shopId]);
  });

  it("answers 404 to an unknown token and to another cart's line", async () => {
    const [one, two] = [await newGuest(), await newGuest()];
    const cart = await ok(
      call('POST', '/cart/guest/lines', { cartToken: one.token }, { productId: shopA.productId }),
    );
    const lineId = cart.shops[0]!.lines[0]!.id;
    const other = await call('DELETE', `/cart/guest/lines/${lineId}`, { cartToken: two.token });
    expect(other.statusCode).toBe(404);
    const unknown = await call('GET', '/cart/guest', { cartToken: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const missing = await call('GET', '/cart/guest');
    expect(missing.statusCode).toBe(400);
  });
});

describe('what changed since an item was added', () => {
  it('warns when the price moves or stock runs low or out, until the shopper accepts', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const guest = await newGuest();
    const as = { cartToken: guest.token };
    await ok(call('POST', '/cart/guest/lines', as, { productId: shop.productId, quantity: 2 }));
    await ok(
      call('PATCH', `/vendor/products/${shop.productId}`, shop.vendor, {
        price: { amountMinor: 120_000, currency: 'INR' },
        stock: 1,
      }),
    );
    const cart = await ok(call('GET', '/cart/guest', as));
    const line = cart.shops[0]!.lines[0]!;
    expect(line.warnings.map((w) => w.kind)).toEqual(['price_up', 'out_of_stock']);
    expect(line.warnings[0]!.message).toBe('The price went up from ₹1,000 to ₹1,200.');
    expect(line.warnings[1]!.message).toBe('Only 1 left: lower the quantity to buy it.');
    expect(cart.warningCount).toBe(1);

    const accepted = await ok(call('POST', '/cart/guest/accept-prices', as));
    expect(accepted.shops[0]!.lines[0]!.warnings.map((w) => w.kind)).toEqual(['out_of_stock']);

    await ok(call('POST', `/vendor/products/${shop.productId}/archive`, shop.vendor));
    const gone = await ok(call('GET', '/cart/guest', as));
    expect(gone.shops[0]!.lines[0]).toMatchObject({
      available: false,
      warnings: [{ kind: 'unavailable' }],
    });
    expect(gone.total.amountMinor).toBe(0);
  });

  it('refuses more than is left, and a product with variants named without one', async () => {
    const shop = await shopWithProduct(t.app, 1);
    const guest = await newGuest();
    const as = { cartToken: guest.token };
    const tooMany = await call('POST', '/cart/guest/lines', as, {
      productId: shop.productId,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringContaining('Only 1 of'),
    });

    const variants = await ok<{ items: { id: string }[] }>(
      call('PUT', `/vendor/products/${shop.productId}/variants`, shop.vendor, {
        variants: [
          { size: 'M', price: { amountMinor: 90_000, currency: 'INR' }, stock: 4 },
          {
            size: 'XL',
            price: { amountMinor: 95_000, currency: 'INR' },
            stockKind: 'made_to_order',
            leadTimeDays: 12,
          },
        ],
      }),
    );
    const plain = await call('POST', '/cart/guest/lines', as, { productId: shop.productId });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.details).toEqual([
      { field: 'variantId', message: 'pick a size or colour of this product' },
    ]);
    const cart = await ok(
      call('POST', '/cart/guest/lines', as, {
        productId: shop.productId,
        variantId: variants.items[1]!.id,
        quantity: 5,
      }),
    );
    const line = cart.shops[0]!.lines[0]!;
    expect(line).toMatchObject({
      variant: { size: 'XL' },
      unitPrice: { amountMinor: 95_000 },
      stockKind: 'made_to_order',
      unitsLeft: null,
      warnings: [],
    });
    // Made to order: 12 days' making, then the courier's 3 to 6.
    const day = (plus: number) =>
      new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
    expect(cart.shops[0]!.deliveryEstimate).toEqual({ earliest: day(15), latest: day(18) });
  });
});

describe("a customer's cart", () => {
  let customer: Account;
  beforeAll(async () => {
    customer = await accountWithRoles(t.app, { customer: true });
  });

  it("keeps a guest's cart at sign-in: the same items add up, the guest cart is forgotten", async () => {
    await ok(call('POST', '/user/cart/lines', customer, { productId: shopA.productId }));
    const guest = await newGuest();
    const as = { cartToken: guest.token };
    await ok(call('POST', '/cart/guest/lines', as, { productId: shopA.productId }));
    await ok(call('POST', '/cart/guest/lines', as, { productId: shopB.productId }));

    const merged = await ok(call('POST', '/user/cart/merge', customer, { token: guest.token }));
    expect(merged.shops.map((s) => [s.shop.id, s.lines.map((l) => l.quantity)])).toEqual([
      [shopA.shopId, [2]],
      [shopB.shopId, [1]],
    ]);
    expect((await call('GET', '/cart/guest', as)).statusCode).toBe(404);
    expect(await ok(call('GET', '/user/cart', customer))).toEqual(merged);
  });

  it("answers 404 to another customer's line", async () => {
    const other = await accountWithRoles(t.app, { customer: true });
    const cart = await ok(
      call('POST', '/user/cart/lines', customer, { productId: shopB.productId }),
    );
    const lineId = cart.shops.at(-1)!.lines[0]!.id;
    const res = await call('PATCH', `/user/cart/lines/${lineId}`, other, { quantity: 2 });
    expect(res.statusCode).toBe(404);
  });
});
