import type { Cart, GuestCart } from '@vitrine/contracts/cart';
import type { Checkout } from '@vitrine/contracts/checkout';
import { afterAll, describe, expect, it } from 'vitest';
import { meetingPin } from '../platform/db/schema/index.ts';
import { createFakeClock } from '../test/fake-clock.ts';
import { addToCart, api, checkOut, quote } from '../test/checkout.ts';
import { insertBooking } from '../test/meetings.ts';
import { customerWithAddress, shopWithProduct } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

// A product the shop pinned in a meeting, at a meeting-only price: the booking's customer's cart
// and checkout take it for 24 hours after the pin, and nobody else's.

const HOUR_MS = 3_600_000;
const START = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
const fakeClock = createFakeClock(START);
const t = await createTestApp(
  { AUTH_RATE_LIMIT_MAX: '100000', PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  { clock: fakeClock.now },
);
fakeClock.setApp(t.app);
afterAll(() => t.close());

/** A shop's product (₹1,000) pinned at ₹700 in a meeting `customer` booked, pinned now. */
async function pinnedAtMeetingPrice(customerId: string) {
  const shop = await shopWithProduct(t.app, 5);
  const booked = await insertBooking(t.app, {
    shopId: shop.shopId,
    customerId,
    startsAt: new Date(fakeClock.ms - HOUR_MS / 2),
  });
  await t.app.database.db.insert(meetingPin).values({
    bookingId: booked.id,
    productId: shop.productId,
    pinnedAt: new Date(fakeClock.ms),
    priceMinor: 70_000,
  });
  return { shop, bookingId: booked.id };
}

const lineOf = (cart: Cart) => cart.shops[0]!.lines[0]!;

describe('a meeting price in the cart', () => {
  it("is the booking's customer's: the line and the checkout's total take it", async () => {
    await fakeClock.moveTo(START);
    const customer = await customerWithAddress(t.app);
    const { shop, bookingId } = await pinnedAtMeetingPrice(customer.userId);

    const cart = await addToCart(t.app, customer, {
      productId: shop.productId,
      bookingId,
      quantity: 2,
    });
    expect(lineOf(cart)).toMatchObject({
      unitPrice: { amountMinor: 70_000 },
      addedUnitPrice: { amountMinor: 70_000 },
      lineTotal: { amountMinor: 140_000 },
      warnings: [],
      meetingPrice: {
        bookingId,
        unitPrice: { amountMinor: 70_000 },
        endsAt: new Date(fakeClock.ms + 24 * HOUR_MS).toISOString(),
        applies: true,
      },
    });

    // ₹1,400 + ₹99 shipping + 5% GST (₹70).
    const priced = await quote(t.app, customer);
    expect(priced.shops[0]!.lines[0]!.unitPrice.amountMinor).toBe(70_000);
    expect(priced.amountDue.amountMinor).toBe(140_000 + 9_900 + 7_000);
    const started = await checkOut(t.app, customer);
    expect(started.status, started.raw).toBe(201);
    expect(started.body.amountDue.amountMinor).toBe(156_900);
    const order = await api<{ items: { unitPrice: number; lineTotal: number }[] }>(
      t.app,
      customer,
      'GET',
      `/user/orders/${(started.body as Checkout).orders[0]!.id}`,
    );
    expect(order.body.items.map((i) => [i.unitPrice, i.lineTotal])).toEqual([[70_000, 140_000]]);
  });

  it('is 404 to another customer, to a guest and for a product the meeting did not pin', async () => {
    await fakeClock.moveTo(START);
    const customer = await customerWithAddress(t.app);
    const other = await customerWithAddress(t.app);
    const { shop, bookingId } = await pinnedAtMeetingPrice(customer.userId);

    const stranger = await api(t.app, other, 'POST', '/user/cart/lines', {
      productId: shop.productId,
      bookingId,
    });
    expect(stranger.status, stranger.raw).toBe(404);
    // Nothing reached their cart, at any price.
    const theirs = await api<Cart>(t.app, other, 'GET', '/user/cart');
    expect(theirs.body.itemCount).toBe(0);

    const guest = (await t.app.inject({ method: 'POST', url: '/api/v1/cart/guest' })).json();
    const asGuest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/guest/lines',
      headers: { 'x-cart-token': (guest as GuestCart).token },
      payload: { productId: shop.productId, bookingId },
    });
    expect(asGuest.statusCode, asGuest.body).toBe(404);

    const unpinned = await shopWithProduct(t.app, 5, shop.vendor);
    const notPinned = await api(t.app, customer, 'POST', '/user/cart/lines', {
      productId: unpinned.productId,
      bookingId,
    });
    expect(notPinned.status, notPinned.raw).toBe(404);

    const bad = await api<{ error: { message: string } }>(
      t.app,
      customer,
      'POST',
      '/user/cart/lines',
      { productId: shop.productId, bookingId: 'nope' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/bookingId/);
  });

  it('ends 24 hours after the pin: the list price applies and the cart says the price changed', async () => {
    await fakeClock.moveTo(START);
    const customer = await customerWithAddress(t.app);
    const { shop, bookingId } = await pinnedAtMeetingPrice(customer.userId);
    await addToCart(t.app, customer, {
      productId: shop.productId,
      bookingId,
    });

    await fakeClock.moveTo(fakeClock.ms + 24 * HOUR_MS - 60_000);
    expect((await quote(t.app, customer)).shops[0]!.lines[0]!.unitPrice.amountMinor).toBe(70_000);

    await fakeClock.moveTo(fakeClock.ms + 60_000);
    const cart = (await api<Cart>(t.app, customer, 'GET', '/user/cart')).body;
    expect(lineOf(cart)).toMatchObject({
      unitPrice: { amountMinor: 100_000 },
      meetingPrice: { applies: false, unitPrice: { amountMinor: 70_000 } },
      warnings: [{ kind: 'meeting_price_ended' }],
    });
    expect(lineOf(cart).warnings[0]!.message).toMatch(/^Price changed/);
    expect((await quote(t.app, customer)).shops[0]!.lines[0]!.unitPrice.amountMinor).toBe(100_000);

    // Seen: the warning goes and the line is a list-price line.
    const accepted = await api<Cart>(t.app, customer, 'POST', '/user/cart/accept-prices');
    expect(lineOf(accepted.body)).toMatchObject({
      unitPrice: { amountMinor: 100_000 },
      warnings: [],
      meetingPrice: null,
    });
    await fakeClock.moveTo(undefined);
  });
});
