import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedEvent, postWebhook, signSandboxWebhook } from '../payments/testing.ts';
import {
  createShopOrder,
  customerCall,
  customerWithAddress,
  payInSandbox,
  shopWithProduct,
  vendorCall,
} from '../../test/orders.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

// Row locks and conditional updates only contend for real on PostgreSQL: run with
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
const onPostgres = !postgresUnavailable('the concurrent order tests');

describe.skipIf(!onPostgres)('orders under contention on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '20',
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const refundsOfOrder = async (orderId: string) => {
    const { paymentOrder, paymentRefund } = await import('../../platform/db/schema/index.ts');
    const { and, eq } = await import('drizzle-orm');
    return t.app.database.db
      .select({ id: paymentRefund.id })
      .from(paymentRefund)
      .innerJoin(paymentOrder, eq(paymentOrder.id, paymentRefund.paymentOrderId))
      .where(and(eq(paymentOrder.purpose, 'order'), eq(paymentOrder.subjectId, orderId)));
  };
  const sandboxRefundCount = async (receipt: string) => {
    const { sandboxRefund } = await import('../../platform/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const rows = await t.app.database.db
      .select()
      .from(sandboxRefund)
      .where(eq(sandboxRefund.receipt, receipt));
    return rows.length;
  };

  const stockOf = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` })).json().stock;

  it('50 concurrent payments for the last 10 pieces: 10 paid, 40 cancelled and refunded, stock 0', async () => {
    const shop = await shopWithProduct(t.app, 10);
    const buyers: {
      customer: Awaited<ReturnType<typeof customerWithAddress>>;
      order: Awaited<ReturnType<typeof createShopOrder>>;
    }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const customer = await customerWithAddress(t.app);
      const order = await createShopOrder(t.app, shop, customer);
      buyers.push({ customer, order });
    }
    await Promise.all(buyers.map(({ customer, order }) => payInSandbox(t.app, customer, order.id)));
    expect(await stockOf(shop.productId)).toBe(0);

    const statuses = await Promise.all(
      buyers.map(async ({ customer, order }) => {
        const res = await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`);
        return (res.json() as { status: string }).status;
      }),
    );
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(40);

    await t.app.outbox.dispatcher.drain();
    const refundStatuses = () =>
      Promise.all(
        buyers.map(async ({ customer, order }) => {
          const res = await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`);
          return (res.json() as { refund: { status: string } | null }).refund?.status ?? null;
        }),
      );
    const refunds = await waitFor(
      async () => {
        const now = await refundStatuses();
        return now.filter((r) => r === 'processed').length === 40 ? now : undefined;
      },
      { what: '40 refunds to be processed', timeoutMs: 60_000 },
    );
    expect(refunds.filter((r) => r === 'processed')).toHaveLength(40);
    expect(refunds.filter((r) => r === null)).toHaveLength(10);
  }, 240_000);

  it('verifies, webhooks and reconciliation at once settle an order once', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    const fields = await payInSandbox(t.app, customer, order.id, { verify: false });
    const body = capturedEvent(
      'payment.captured',
      { orderId: fields.razorpay_order_id, amount: order.total, currency: 'INR' },
      fields.razorpay_payment_id,
    );
    const signature = signSandboxWebhook(t.config.authSecret, body);
    const attempts = [
      ...Array.from({ length: 5 }, () =>
        customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay/verify`, fields),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        postWebhook(t.app, body, { signature, eventId: `evt_order_${order.id}_${i}` }),
      ),
    ];
    // Reconciliation runs every 20 ms meanwhile (PAYMENT_RECONCILE_INTERVAL_MS), racing them.
    const answers = await Promise.all(attempts);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const detail = (
      await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`)
    ).json() as { status: string; timeline: { status: string }[] };
    expect(detail.status).toBe('paid');
    expect(detail.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await stockOf(shop.productId)).toBe(4);
  });

  it('a cancelled paid order is refunded once, however often the refund is sent', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    await payInSandbox(t.app, customer, order.id);
    const cancels = await Promise.all([
      vendorCall(t.app, shop.vendor, `/${order.id}/cancel`),
      customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/update-status`, {
        status: 'cancelled',
      }),
    ]);
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    // The running dispatcher and three drains at once; then the refund sent again by hand.
    await Promise.all([
      t.app.outbox.dispatcher.drain(),
      t.app.outbox.dispatcher.drain(),
      t.app.outbox.dispatcher.drain(),
    ]);
    const detail = async () =>
      (await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`)).json() as {
        status: string;
        refund: { status: string } | null;
      };
    await waitFor(
      async () => ((await detail()).refund?.status === 'processed' ? true : undefined),
      {
        what: 'the refund to be processed',
      },
    );
    const [refund] = await refundsOfOrder(order.id);
    const again = await Promise.all([
      t.app.payments.processRefund(refund!.id),
      t.app.payments.processRefund(refund!.id),
    ]);
    expect(again).toEqual(['already', 'already']);
    expect(await detail()).toMatchObject({ status: 'cancelled', refund: { status: 'processed' } });
    expect(await sandboxRefundCount(refund!.id)).toBe(1);
    expect(await stockOf(shop.productId)).toBe(5);
  });
});
