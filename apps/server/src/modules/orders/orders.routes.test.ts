import { describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import {
  createShopOrder,
  customerCall,
  customerWithAddress,
  deliveredOrder,
  listCarriers,
  payInSandbox,
  shippedOrder,
  shopWithProduct,
  vendorCall,
} from '../../test/orders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { insertBooking } from '../../test/meetings.ts';
import { createFakeClock } from '../../test/fake-clock.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  csvFirstColumn,
  expectDownloadedRows,
  mailSubjects,
  notificationBodies,
  useSalesTestApp,
} from '../sales/testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The app's clock starts at the real hour: the outbox stamps events with the database's time
// and delivers those due by the app's clock, so the clock must not run behind it.
const START = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
const fakeClock = createFakeClock(START);
/** Moves the clock, once no outbox delivery is in flight (`createFakeClock`). */
const setNow = (at: number | string) => fakeClock.moveTo(at);

const t = useSalesTestApp(fakeClock);

type Detail = {
  id: string;
  status: string;
  total: number;
  totalInWords: string;
  subtotal: number;
  items: { title: string; quantity: number; lineTotal: number }[];
  address: { id: string } | null;
  refund: { status: string } | null;
  shipments: { id: string; trackingNumber: string; events: { code: string }[] }[];
  timeline: { status: string; from: string | null; by: string; at: string }[];
};

const stockOf = async (productId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` });
  return (res.json() as { stock?: number }).stock;
};
const detailOf = async (customer: { token: string }, orderId: string) => {
  const res = await customerCall(t.app, customer as never, 'GET', `/user/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
};
const deliver = () => t.app.outbox.dispatcher.drain();

describe('an order from the console to the doorstep', () => {
  it('is created, paid, packed, shipped, tracked, delivered, returned and refunded once', async () => {
    await setNow(START);
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer, 2);

    let detail = await detailOf(customer, order.id);
    expect(detail.status).toBe('awaiting_payment');
    expect(detail.subtotal).toBe(215_000);
    expect(detail.total).toBe(215_000 + 5_000 + 1_800);
    expect(detail.totalInWords).toMatch(/^two thousand two hundred eighteen rupees/i);
    expect(detail.items.map((i) => [i.quantity, i.lineTotal])).toEqual([
      [2, 200_000],
      [1, 15_000],
    ]);

    // No address yet: paying is refused, naming the field.
    const early = await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toMatch(/^addressId/);

    await payInSandbox(t.app, customer, order.id);
    detail = await detailOf(customer, order.id);
    expect(detail.status).toBe('paid');
    expect(detail.address?.id).toBe(customer.addressId);
    expect(await stockOf(shop.productId)).toBe(3);

    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(200);
    const shipped = await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, {
      carrier: 'sandbox',
      trackingNumber: 'SBX-100200300',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const shipmentId = (shipped.json() as Detail).shipments[0]!.id;

    // The address no longer changes once the parcel has left.
    const moved = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/address/update`,
      {
        addressId: customer.addressId,
      },
    );
    expect(moved.statusCode).toBe(409);

    // The sandbox carrier advances with the app's clock.
    const track = () =>
      customerCall(
        t.app,
        customer,
        'GET',
        `/user/orders/${order.id}/shipments/${shipmentId}/track`,
      );
    expect((await track()).json().events).toEqual([]);
    await setNow(fakeClock.ms + 21 * 60 * 60 * 1000);
    expect((await track()).json().events.map((e: { code: string }) => e.code)).toEqual([
      'picked_up',
      'in_transit',
    ]);
    await setNow(fakeClock.ms + 2 * DAY_MS);
    const tracked = (await track()).json();
    expect(tracked.delivered).toBe(true);
    expect(tracked.events).toHaveLength(4);

    const confirmed = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'delivered',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await setNow(fakeClock.ms + 3 * DAY_MS);
    const asked = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'return_requested',
        note: 'Wrong colour',
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const back = await vendorCall(t.app, shop.vendor, `/${order.id}/receive-return`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await stockOf(shop.productId)).toBe(5);

    // The background dispatcher may hold the refund event while drain() looks: wait for it.
    await deliver();
    detail = await waitFor(
      async () => {
        const now = await detailOf(customer, order.id);
        return now.refund?.status === 'processed' ? now : undefined;
      },
      { what: 'the refund to be processed' },
    );
    expect(detail.status).toBe('refunded');
    expect(detail.refund).toEqual({ status: 'processed' });
    expect(detail.timeline.map((e) => `${e.status}:${e.by}`)).toEqual([
      'awaiting_payment:shop',
      'paid:system',
      'packed:shop',
      'shipped:shop',
      'delivered:customer',
      'return_requested:customer',
      'returned:shop',
      'refunded:system',
    ]);
    expect(detail.shipments[0]!.events).toHaveLength(4);

    // A mail to the customer for every status, the order's creation included.
    const subjects = await waitFor(
      async () => {
        const mine = (await mailSubjects(t.app, customer.email)).filter((subject) =>
          subject.includes(order.number),
        );
        return mine.length === 8 ? mine : undefined;
      },
      { what: 'eight order mails' },
    );
    expect(subjects).toContain(`Your order ${order.number} has been shipped`);

    // The customer heard of each change the shop or the system made.
    const bodies = await notificationBodies(t.app, customer.token);
    for (const words of [
      'is paid',
      'is packed',
      'has been shipped',
      'was returned',
      'was refunded',
    ]) {
      expect(
        bodies.some((b) => b.includes(order.number) && b.includes(words)),
        words,
      ).toBe(true);
    }
  });
});

describe('illegal changes', () => {
  it('answer 409 and change nothing', async () => {
    await setNow(START);
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);

    const packUnpaid = await vendorCall(t.app, shop.vendor, `/${order.id}/pack`);
    expect(packUnpaid.statusCode).toBe(409);
    expect(packUnpaid.json().error.code).toBe('CONFLICT');
    const shipUnpaid = await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, {
      trackingNumber: 'SBX-1234',
    });
    expect(shipUnpaid.statusCode).toBe(409);
    const deliveredUnpaid = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'delivered',
      },
    );
    expect(deliveredUnpaid.statusCode).toBe(409);

    await payInSandbox(t.app, customer, order.id);
    const payAgain = await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay`);
    expect(payAgain.statusCode).toBe(409);
    const returnPaid = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'return_requested',
      },
    );
    expect(returnPaid.statusCode).toBe(409);

    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(200);
    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(409);
    await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, { trackingNumber: 'SBX-55555' });
    const cancelShipped = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'cancelled',
      },
    );
    expect(cancelShipped.statusCode).toBe(409);
    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/cancel`)).statusCode).toBe(409);

    await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/update-status`, {
      status: 'delivered',
    });
    // Past the seven days of returns.
    await setNow(fakeClock.ms + 8 * DAY_MS);
    const late = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'return_requested',
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/7 days/);

    const detail = await detailOf(customer, order.id);
    expect(detail.status).toBe('delivered');
    expect(detail.timeline.map((e) => e.status)).toEqual([
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses unknown statuses and a foreign product, naming the field', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const other = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/orders',
      headers: bearer(shop.vendor.token),
      payload: {
        shopId: shop.shopId,
        customerEmail: customer.email,
        items: [{ productId: other.productId, quantity: 1, unitPrice: 100 }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^items\.0\.productId/);
    const oddCurrency = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/orders',
      headers: bearer(shop.vendor.token),
      payload: {
        shopId: shop.shopId,
        customerEmail: customer.email,
        currency: 'XYZ',
        items: [{ title: 'Stole', quantity: 1, unitPrice: 100 }],
      },
    });
    expect(oddCurrency.statusCode).toBe(400);
    expect(oddCurrency.json().error.message).toMatch(/currency/);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/orders',
      headers: bearer(shop.vendor.token),
      payload: {
        shopId: shop.shopId,
        customerEmail: customer.email,
        items: [{ title: 'Gold zari', quantity: 1000, unitPrice: 100_000_000 }],
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/^items/);
    const order = await createShopOrder(t.app, shop, customer);
    const unknown = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'packed',
      },
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('a paid order cancelled by both sides at once is refunded exactly once', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    const fields = await payInSandbox(t.app, customer, order.id);
    expect(await stockOf(shop.productId)).toBe(4);

    const answers = await Promise.all([
      customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/update-status`, {
        status: 'cancelled',
      }),
      vendorCall(t.app, shop.vendor, `/${order.id}/cancel`, { note: 'Sold out at the fair' }),
      customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/update-status`, {
        status: 'cancelled',
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(shop.productId)).toBe(5);

    // The outbox delivers the refund; delivering again (or twice at once) refunds nothing more.
    await Promise.all([deliver(), deliver()]);
    await deliver();
    const detail = await waitFor(
      async () => {
        const now = await detailOf(customer, order.id);
        return now.refund?.status === 'processed' ? now : undefined;
      },
      { what: 'the refund to be processed' },
    );
    expect(detail.status).toBe('cancelled');
    expect(detail.refund).toEqual({ status: 'processed' });
    const refunds = await sandboxRefunds(fields.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
  });

  it('a detail read while the refund lands shows it whole: refunded, processed, in the timeline', async () => {
    const { customer, shop, order } = await deliveredOrder(t.app);
    // Only this test's drain processes the refund, at the moment it chooses.
    await t.app.outbox.dispatcher.stop();
    const payments = t.app.payments;
    const refundOf = payments.refundOf;
    try {
      const asked = await customerCall(
        t.app,
        customer,
        'POST',
        `/user/orders/${order.id}/update-status`,
        { status: 'return_requested', note: 'Too small' },
      );
      expect(asked.statusCode, asked.body).toBe(200);
      const back = await vendorCall(t.app, shop.vendor, `/${order.id}/receive-return`);
      expect(back.statusCode, back.body).toBe(200);

      // The detail has read the order (returned) when it asks for the refund: land it then.
      let landed = false;
      payments.refundOf = async (purpose, subjectId) => {
        if (subjectId === order.id && !landed) {
          landed = true;
          expect(await refundOf(purpose, subjectId)).toEqual({ status: 'requested' });
          await deliver();
        }
        return refundOf(purpose, subjectId);
      };
      const detail = await detailOf(customer, order.id);
      expect(landed).toBe(true);
      expect(detail.status).toBe('refunded');
      expect(detail.refund).toEqual({ status: 'processed' });
      expect(detail.timeline.at(-1)).toMatchObject({ status: 'refunded', by: 'system' });
    } finally {
      payments.refundOf = refundOf;
      await t.app.outbox.dispatcher.start();
    }
  });
});

describe('paying one order', () => {
  it('settles once under concurrent verifies and webhooks', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    const fields = await payInSandbox(t.app, customer, order.id, {
      verify: false,
      sendWebhook: false,
    });
    const verify = () =>
      customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay/verify`, fields);
    const answers = await Promise.all([verify(), verify(), verify(), verify()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const detail = await detailOf(customer, order.id);
    expect(detail.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await stockOf(shop.productId)).toBe(4);

    // A second checkout for the same order is the same provider order, already paid.
    const again = await customerCall(t.app, customer, 'POST', '/pay/sandbox/pay', {
      orderId: fields.razorpay_order_id,
      card: '4111 1111 1111 1111',
    });
    expect(again.statusCode).toBe(409);
  });

  it('another order’s checkout fields do not pay this one', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const first = await createShopOrder(t.app, shop, customer);
    const second = await createShopOrder(t.app, shop, customer);
    const fields = await payInSandbox(t.app, customer, first.id, { verify: false });
    await customerCall(t.app, customer, 'POST', `/user/orders/${second.id}/address/update`, {
      addressId: customer.addressId,
    });
    await customerCall(t.app, customer, 'POST', `/user/orders/${second.id}/pay`);
    const wrong = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${second.id}/pay/verify`,
      fields,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^razorpay_order_id/);
    expect((await detailOf(customer, second.id)).status).toBe('awaiting_payment');
  });
});

describe('the order list', () => {
  it('filters by searchKey, status and dates, and its downloads hold exactly its rows', async () => {
    const shop = await shopWithProduct(t.app, 50);
    const customer = await customerWithAddress(t.app);
    const days = ['2026-10-01T09:00:00Z', '2026-10-15T09:00:00Z', '2026-11-02T09:00:00Z'];
    const made = [];
    for (const day of days) {
      await setNow(day);
      made.push(await createShopOrder(t.app, shop, customer));
    }
    await setNow(START);
    await payInSandbox(t.app, customer, made[1]!.id);

    const list = async (query: string) => {
      const res = await customerCall(t.app, customer, 'GET', `/user/orders?limit=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { number: string; status: string }[]; total: number };
    };
    expect((await list('')).total).toBe(3);
    expect((await list('status=paid')).items.map((o) => o.number)).toEqual([made[1]!.number]);
    expect((await list('fromDate=2026-10-10&toDate=2026-11-02')).total).toBe(2);
    expect((await list(`searchKey=${made[2]!.number.toLowerCase()}`)).total).toBe(1);
    expect((await list('searchKey=loom')).total).toBe(3);
    expect((await list('searchKey=%25')).total).toBe(0);

    // Each page holds its own rows, newest first, each with its item count; a page past the end
    // is empty and still says how many there are.
    const pages = [];
    for (const pageNo of [1, 2, 3]) {
      const res = await customerCall(t.app, customer, 'GET', `/user/orders?limit=1&page=${pageNo}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: { number: string; itemCount: number }[]; total: number };
      expect(body.total).toBe(3);
      pages.push(...body.items);
    }
    expect(pages.map((o) => o.number)).toEqual([...made].reverse().map((o) => o.number));
    // Each order has two lines of one each (the product and a stitching line), as its detail says.
    expect(pages.map((o) => o.itemCount)).toEqual([2, 2, 2]);
    // The kept totals (unfiltered, by status) and a counted one (a searchKey).
    for (const [query, total] of [
      ['limit=1&page=4', 3],
      ['status=paid&page=2', 1],
      ['searchKey=loom&limit=2&page=3', 3],
    ] as const) {
      const past = await customerCall(t.app, customer, 'GET', `/user/orders?${query}`);
      expect(past.statusCode, past.body).toBe(200);
      expect(past.json()).toMatchObject({ items: [], total });
    }
    // A counted page with rows carries its total too.
    const counted = await customerCall(
      t.app,
      customer,
      'GET',
      '/user/orders?searchKey=loom&limit=2&page=2',
    );
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ total: 3, items: [{ number: made[0]!.number }] });

    for (const query of ['', 'status=awaiting_payment', 'fromDate=2026-10-10&searchKey=saree']) {
      const rows = (await list(query)).items.map((o) => o.number);
      await expectDownloadedRows(
        (format) =>
          customerCall(t.app, customer, 'GET', `/user/orders?download=${format}&${query}`),
        rows,
      );
    }

    // The shop's list and its download: the same rows.
    const shopList = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/orders?shopId=${shop.shopId}&status=awaiting_payment`,
      headers: bearer(shop.vendor.token),
    });
    const shopRows = (shopList.json() as { items: { number: string }[] }).items.map(
      (o) => o.number,
    );
    expect(shopRows).toEqual([made[2]!.number, made[0]!.number]);
    const shopCsv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/orders?shopId=${shop.shopId}&status=awaiting_payment&download=csv`,
      headers: bearer(shop.vendor.token),
    });
    expect(csvFirstColumn(shopCsv.body)).toEqual(shopRows);

    for (const query of ['fromDate=yesterday', 'fromDate=2026-13-01', 'fromDate=2026-02-30']) {
      const bad = await customerCall(t.app, customer, 'GET', `/user/orders?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.message).toMatch(/fromDate/);
    }
  });
});

describe('POST /api/v1/vendor/orders/from-booking', () => {
  /** A meeting of the shop's with the customer, in which the shop pinned `productIds`. */
  async function meetingWithPins(shopId: string, customerId: string, productIds: string[]) {
    const { meetingPin } = await import('../../platform/db/schema/index.ts');
    const booked = await insertBooking(t.app, {
      shopId,
      customerId,
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    for (const [index, productId] of productIds.entries()) {
      await t.app.database.db
        .insert(meetingPin)
        .values({ bookingId: booked.id, productId, pinnedAt: new Date(Date.now() + index) });
    }
    return booked.id;
  }
  const fromBooking = (vendor: { token: string }, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/orders/from-booking',
      headers: bearer(vendor.token),
      payload,
    });

  it("creates the order for the meeting's customer from every pin, one of each", async () => {
    await setNow(START);
    const shop = await shopWithProduct(t.app, 5);
    const second = await shopWithProduct(t.app, 5, shop.vendor);
    // Both products in the first shop: move the second one over.
    const { product } = await import('../../platform/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db
      .update(product)
      .set({ shopId: shop.shopId, priceMinor: 250_000 })
      .where(eq(product.id, second.productId));
    const customer = await customerWithAddress(t.app);
    const bookingId = await meetingWithPins(shop.shopId, customer.userId, [
      shop.productId,
      second.productId,
    ]);

    const created = await fromBooking(shop.vendor, { bookingId, shippingFee: 5_000 });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as Detail & { number: string };
    expect(order.status).toBe('awaiting_payment');
    expect(order.items.map((i) => [i.quantity, i.lineTotal])).toEqual([
      [1, 100_000],
      [1, 250_000],
    ]);
    expect(order.total).toBe(350_000 + 5_000);
    // It is the booking's customer's order, to pay like any other.
    const mine = await customerCall(t.app, customer, 'GET', '/user/orders');
    expect((mine.json() as { items: { id: string }[] }).items.map((o) => o.id)).toContain(order.id);
    await payInSandbox(t.app, customer, order.id);
    expect((await detailOf(customer, order.id)).status).toBe('paid');

    // Picking some pins, with quantities.
    const picked = await fromBooking(shop.vendor, {
      bookingId,
      items: [{ productId: second.productId, quantity: 2 }],
    });
    expect(picked.statusCode, picked.body).toBe(201);
    expect((picked.json() as Detail).total).toBe(500_000);
  });

  it('refuses a product not pinned and a meeting without pins, naming the field; another shop gets 404', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const unpinned = await shopWithProduct(t.app, 5, shop.vendor);
    const bookingId = await meetingWithPins(shop.shopId, customer.userId, [shop.productId]);

    const notPinned = await fromBooking(shop.vendor, {
      bookingId,
      items: [{ productId: unpinned.productId, quantity: 1 }],
    });
    expect(notPinned.statusCode).toBe(400);
    expect(notPinned.json().error.message).toMatch(/^items\.0\.productId/);

    const empty = await meetingWithPins(shop.shopId, customer.userId, []);
    const none = await fromBooking(shop.vendor, { bookingId: empty });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toMatch(/^bookingId/);

    const other = await shopWithProduct(t.app, 1);
    const foreign = await fromBooking(other.vendor, { bookingId });
    expect(foreign.statusCode).toBe(404);
    const customerTries = await fromBooking(customer, { bookingId });
    expect(customerTries.statusCode).toBe(403);
  });
});

describe("the sandbox checkout's return for an order", () => {
  it('carries the purpose and the order id, so /success opens the order in any tab', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/address/update`, {
      addressId: customer.addressId,
    });
    const checkout = await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay`);
    const providerOrderId = (checkout.json() as { orderId: string }).orderId;
    const res = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/checkout/${providerOrderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4111 1111 1111 1111' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/success\?/);
    const location = new URL(res.headers.location as string, 'http://127.0.0.1:4110');
    expect(location.searchParams.get('purpose')).toBe('order');
    expect(location.searchParams.get('id')).toBe(order.id);
    expect(location.searchParams.get('razorpay_order_id')).toBe(providerOrderId);
  });
});

describe('GET /api/v1/user/orders/:id/invoice.pdf', () => {
  it("is the order's invoice: seller, buyer, address, items, taxes, totals and words", async () => {
    await setNow(START);
    const { order, customer } = await shippedOrder(t.app);
    const res = await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}/invoice.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.number}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const joined = text.join('\n');
    expect(text).toContain(`No. ${order.number}`);
    expect(text).toContain(`Order number: ${order.number}`);
    expect(joined).toMatch(/Payment: paid on \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('Loom & Thread');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('12 MG Road');
    expect(text).toContain('Bengaluru, Karnataka 560001');
    expect(text).toContain('Fall and pico');
    // A saree at ₹1,000 (unit price and amount), the fall and pico, then the totals.
    expect(text.filter((line) => line === 'INR 1,000.00')).toHaveLength(2);
    expect(text).toContain('INR 150.00');
    for (const [label, amount] of [
      ['Subtotal', 'INR 1,150.00'],
      ['Shipping', 'INR 50.00'],
      ['Taxes', 'INR 18.00'],
      ['Total', 'INR 1,218.00'],
    ]) {
      expect(text[text.indexOf(label!) + 1], label).toBe(amount);
    }
    expect(joined).toMatch(/Amount in words: One Thousand Two Hundred Eighteen Rupees/i);
  });

  it("answers 404 for another customer's order and for a made-up id", async () => {
    const { order } = await shippedOrder(t.app);
    const stranger = await customerWithAddress(t.app);
    const foreign = await customerCall(
      t.app,
      stranger,
      'GET',
      `/user/orders/${order.id}/invoice.pdf`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    const unknown = await customerCall(
      t.app,
      stranger,
      'GET',
      '/user/orders/00000000-0000-4000-8000-000000000000/invoice.pdf',
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await customerCall(t.app, stranger, 'GET', '/user/orders/nope/invoice.pdf');
    expect(bad.statusCode).toBe(400);
  });
});

describe("another customer's ids", () => {
  it('answer 404: order, shipment, tracking, address, pay, status', async () => {
    const { order, shipmentId, shop } = await shippedOrder(t.app);
    const stranger = await customerWithAddress(t.app);
    const strangerOrder = await createShopOrder(t.app, shop, stranger);
    const calls = [
      customerCall(t.app, stranger, 'GET', `/user/orders/${order.id}`),
      customerCall(
        t.app,
        stranger,
        'GET',
        `/user/orders/${order.id}/shipments/${shipmentId}/track`,
      ),
      // Their own order with someone else's shipment.
      customerCall(
        t.app,
        stranger,
        'GET',
        `/user/orders/${strangerOrder.id}/shipments/${shipmentId}/track`,
      ),
      customerCall(t.app, stranger, 'POST', `/user/orders/${order.id}/update-status`, {
        status: 'cancelled',
      }),
      customerCall(t.app, stranger, 'POST', `/user/orders/${order.id}/pay`),
      customerCall(t.app, stranger, 'POST', `/user/orders/${order.id}/address/update`, {
        addressId: stranger.addressId,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Their own order with another customer's address.
    const owner = await customerWithAddress(t.app);
    const res = await customerCall(
      t.app,
      stranger,
      'POST',
      `/user/orders/${strangerOrder.id}/address/update`,
      {
        addressId: owner.addressId,
      },
    );
    expect(res.statusCode).toBe(404);
    // Another shop's vendor.
    const otherShop = await shopWithProduct(t.app, 1);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/orders/${order.id}`,
      headers: bearer(otherShop.vendor.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await vendorCall(t.app, otherShop.vendor, `/${order.id}/cancel`)).statusCode).toBe(404);
  });
});

async function sandboxRefunds(paymentId: string) {
  const { sandboxRefund } = await import('../../platform/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  return t.app.database.db
    .select()
    .from(sandboxRefund)
    .where(eq(sandboxRefund.paymentId, paymentId));
}

describe('order cards in a conversation', () => {
  it("carry the sender's order; someone else's order or a made-up id answers 404", async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    const group = await customerCall(t.app, customer, 'POST', '/chat/groups', {
      shopId: shop.shopId,
    });
    expect([200, 201], group.body).toContain(group.statusCode);
    const groupId = (group.json() as { groupId: string }).groupId;
    const send = (who: { token: string }, clientId: string, orderId: string) =>
      customerCall(t.app, who as never, 'POST', `/chat/groups/${groupId}/messages`, {
        clientId,
        type: 'order',
        content: { orderId },
      });
    const sent = await send(customer, 'o1', order.id);
    expect([200, 201], sent.body).toContain(sent.statusCode);
    expect(sent.json().content).toMatchObject({
      orderId: order.id,
      number: order.number,
      status: 'awaiting_payment',
    });
    const other = await shippedOrder(t.app);
    expect((await send(customer, 'o2', other.order.id)).statusCode).toBe(404);
    expect((await send(customer, 'o3', 'not-an-order')).statusCode).toBe(404);
  });
});

describe('the couriers a shop can ship with', () => {
  it('are the sandbox alone when Shiprocket is not configured', async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const listed = await listCarriers(t.app, vendor);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      carriers: [{ name: 'sandbox', label: 'Sandbox courier', booksPickup: false }],
      default: 'sandbox',
    });
  });
});
