import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopOrder } from '../../platform/db/schema/index.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { ledgerOf } from '../../test/earnings.ts';
import {
  createShopOrder,
  customerCall,
  customerWithAddress,
  shopWithProduct,
} from '../../test/orders.ts';
import { employeeWith } from '../../test/staff.ts';
import {
  invoiceCall,
  sendInvoice,
  stitchingCustomer,
  stitchingShop,
} from '../../test/stitching.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  capturedEvent,
  createOrder,
  newCustomer,
  plans,
  postWebhook,
  type CheckoutFields,
} from './payments-test-support.ts';
import { signSandboxWebhook } from './testing.ts';

const SUCCESS_CARD = '4111 1111 1111 1111';

type Account = { token: string; userId: string };
type Checkout = { orderId: string; amount: number; currency: string; status: string };
type Alert = {
  reason: string;
  action: string;
  purpose: string;
  subjectId: string | null;
  reference: string;
  paymentId: string;
  amountPaidMinor: number;
  amountDueMinor: number | null;
  currency: string;
  customer: { id: string; name: string; email: string };
  refund: { status: string } | null;
};

// The exactly-once and binding guarantees hold on each database the run has.
const databases = [
  { name: 'PGlite', env: { DATABASE_URL: 'memory://' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', env: {} }] : []),
];

describe.each(databases)('a payment matches what is due, on $name', ({ env }) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp({
      ...env,
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
    });
    admin = await accountWithRoles(t.app, { admin: true });
  });
  afterAll(() => t.close());

  const signed = (body: string) => signSandboxWebhook(t.config.authSecret, body);

  const alerts = async (as: Account = admin) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/alerts?limit=100',
      headers: bearer(as.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Alert[] }).items;
  };
  const alertFor = async (reference: string) =>
    (await alerts()).filter((a) => a.reference === reference);

  /** The sandbox checkout, paid with the success card; no webhook unless asked. */
  const sandboxPay = async (customer: Account, orderId: string, sendWebhook = false) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/sandbox/pay',
      headers: bearer(customer.token),
      payload: { orderId, card: SUCCESS_CARD, sendWebhook },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json() as CheckoutFields;
  };

  /** Waits until the outbox has sent the refunds asked for; answers what the provider refunded. */
  const refundedAt = async (paymentId: string) =>
    waitFor(
      async () => {
        await t.app.outbox.dispatcher.drain();
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/payments/alerts?limit=100',
          headers: bearer(admin.token),
        });
        const alert = (res.json() as { items: Alert[] }).items.find(
          (a) => a.paymentId === paymentId,
        );
        return alert?.refund?.status === 'processed' ? alert : undefined;
      },
      { what: `the refund of ${paymentId}` },
    );

  describe('a stitching invoice revised after the customer started paying', () => {
    const invoiceAt = async (price: number) => {
      const shop = await stitchingShop(t.app);
      const customer = await stitchingCustomer(t.app);
      const invoice = await sendInvoice(t.app, shop, customer, { price });
      const act = (body: object) =>
        invoiceCall(t.app, customer, 'PATCH', `/stitching-service-invoices/${invoice.id}`, body);
      const approve = async () => expect((await act({ action: 'approve' })).statusCode).toBe(200);
      const pay = async () => {
        const res = await act({ action: 'pay' });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { checkout: Checkout }).checkout;
      };
      const revise = async (to: number) => {
        const asked = await act({ action: 'request_revision', note: 'Longer sleeves' });
        expect(asked.statusCode, asked.body).toBe(200);
        const revised = await invoiceCall(
          t.app,
          shop.vendor,
          'PATCH',
          `/vendor/stitching-service-invoices/${invoice.id}`,
          { action: 'revise', price: to },
        );
        expect(revised.statusCode, revised.body).toBe(200);
      };
      const verify = (fields: CheckoutFields) =>
        invoiceCall(
          t.app,
          customer,
          'POST',
          `/stitching-service-invoices/${invoice.id}/pay/verify`,
          fields,
        );
      const detail = async () => {
        const res = await invoiceCall(
          t.app,
          customer,
          'GET',
          `/stitching-service-invoices/${invoice.id}`,
        );
        return res.json() as { paymentStatus: string; price: number };
      };
      const credited = async () =>
        (await ledgerOf(t.app, shop.vendor, shop.shopId)).items
          .filter((e) => e.source.id === invoice.id || e.reverses?.sourceId === invoice.id)
          .reduce((sum, e) => sum + e.gross, 0);
      return { shop, customer, invoice, approve, pay, revise, verify, detail, credited };
    };

    it('asks for the revised price in a new checkout, and refunds a payment of the first', async () => {
      const i = await invoiceAt(100_000);
      await i.approve();
      const first = await i.pay();
      expect(first.amount).toBe(100_000);
      await i.revise(900_000);
      await i.approve();
      const second = await i.pay();
      expect(second.amount).toBe(900_000);
      expect(second.orderId).not.toBe(first.orderId);
      // Asked again at the same price, the same checkout.
      expect((await i.pay()).orderId).toBe(second.orderId);

      // The first checkout, still open in another tab, is paid and verified.
      const stale = await sandboxPay(i.customer, first.orderId);
      const refused = await i.verify(stale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toMatch(/refund/i);
      // Again, and as the provider's webhook: still refused, one alert, one refund.
      expect((await i.verify(stale)).statusCode).toBe(409);
      const body = capturedEvent(
        'payment.captured',
        { orderId: first.orderId, amount: 100_000, currency: 'INR' },
        stale.razorpay_payment_id,
      );
      const hook = await postWebhook(t.app, body, { signature: signed(body) });
      expect(hook.json()).toEqual({ received: true, outcome: 'refunded' });
      expect((await i.detail()).paymentStatus).toBe('unpaid');
      expect(await i.credited()).toBe(0);

      const [alert, ...more] = await alertFor(first.orderId);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({
        reason: 'superseded',
        action: 'refunded',
        purpose: 'stitching_invoice',
        subjectId: i.invoice.id,
        paymentId: stale.razorpay_payment_id,
        amountPaidMinor: 100_000,
        amountDueMinor: 900_000,
        currency: 'INR',
        customer: { id: i.customer.userId, email: i.customer.email },
      });
      await refundedAt(stale.razorpay_payment_id);
      // The customer is told, once, with a way to the invoice.
      const notifications = await invoiceCall(t.app, i.customer, 'GET', '/notifications?limit=100');
      const told = (
        notifications.json() as { items: { title: string; body: string; link: string | null }[] }
      ).items.filter((n) => n.title === 'Payment being refunded');
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toMatch(/₹1,000\.00.*₹9,000\.00 is due now/);
      expect(told[0]!.link).toBe(`/user/stitching-orders/${i.invoice.id}`);

      // The current checkout pays the invoice, and the shop earns on what was paid.
      const paid = await i.verify(await sandboxPay(i.customer, second.orderId));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ paymentStatus: 'paid', price: 900_000 });
      expect(await i.credited()).toBe(900_000);
    });

    it('never makes the customer pay more than a lower revised price', async () => {
      const i = await invoiceAt(100_000);
      await i.approve();
      const first = await i.pay();
      await i.revise(50_000);
      await i.approve();
      const second = await i.pay();
      expect(second).toMatchObject({ amount: 50_000, status: 'created' });
      expect(second.orderId).not.toBe(first.orderId);
      const paid = await i.verify(await sandboxPay(i.customer, second.orderId));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ paymentStatus: 'paid', price: 50_000 });
      expect(await i.credited()).toBe(50_000);
      expect(await alertFor(first.orderId)).toEqual([]);
    });

    it('refunds a payment of the old price that arrives by webhook after the revision was approved', async () => {
      const i = await invoiceAt(100_000);
      await i.approve();
      const first = await i.pay();
      await i.revise(900_000);
      await i.approve();
      // No new checkout asked for: the first one is paid, and only the webhook tells us.
      const stale = await sandboxPay(i.customer, first.orderId, true);
      await waitFor(
        async () => {
          const mine = await invoiceCall(t.app, i.customer, 'GET', '/user/payments?limit=100');
          const payment = (
            mine.json() as { items: { reference: string; status: string }[] }
          ).items.find((p) => p.reference === first.orderId);
          return payment?.status === 'paid' ? payment : undefined;
        },
        { what: 'the webhook of the payment' },
      );
      expect((await i.detail()).paymentStatus).toBe('unpaid');
      expect(await i.credited()).toBe(0);
      expect(await alertFor(first.orderId)).toMatchObject([
        {
          reason: 'amount_changed',
          action: 'refunded',
          paymentId: stale.razorpay_payment_id,
          amountPaidMinor: 100_000,
          amountDueMinor: 900_000,
        },
      ]);
      await refundedAt(stale.razorpay_payment_id);
      // Verify after the webhook says the same.
      expect((await i.verify(stale)).statusCode).toBe(409);

      // Paying now is a new checkout at the price due.
      const next = await i.pay();
      expect(next).toMatchObject({ amount: 900_000, status: 'created' });
      expect(next.orderId).not.toBe(first.orderId);
    });
  });

  describe('a product order', () => {
    const awaitingPayment = async () => {
      const shop = await shopWithProduct(t.app);
      const customer = await customerWithAddress(t.app);
      const order = await createShopOrder(t.app, shop, customer);
      const address = await customerCall(
        t.app,
        customer,
        'POST',
        `/user/orders/${order.id}/address/update`,
        { addressId: customer.addressId },
      );
      expect(address.statusCode, address.body).toBe(200);
      const pay = async () => {
        const res = await customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Checkout;
      };
      const verify = (fields: CheckoutFields) =>
        customerCall(t.app, customer, 'POST', `/user/orders/${order.id}/pay/verify`, fields);
      const status = async () =>
        (
          (await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`)).json() as {
            status: string;
          }
        ).status;
      return { shop, customer, order, pay, verify, status };
    };

    it('is paid through one checkout for its total, however often payment is started', async () => {
      const o = await awaitingPayment();
      const first = await o.pay();
      expect(first.amount).toBe(o.order.total);
      expect((await o.pay()).orderId).toBe(first.orderId);
      const paid = await o.verify(await sandboxPay(o.customer, first.orderId));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await o.status()).toBe('paid');
      expect(await alertFor(first.orderId)).toEqual([]);
    });

    it('binds its checkout to the total: a changed total is a new checkout and the old one is refunded', async () => {
      const o = await awaitingPayment();
      const first = await o.pay();
      // No route changes a total today (here: the taxes waived); whatever does later, the
      // checkout follows it.
      await t.app.database.db
        .update(shopOrder)
        .set({ taxMinor: 0, totalMinor: o.order.total - 1_800 })
        .where(eq(shopOrder.id, o.order.id));
      const second = await o.pay();
      expect(second.amount).toBe(o.order.total - 1_800);
      expect(second.orderId).not.toBe(first.orderId);

      const stale = await sandboxPay(o.customer, first.orderId);
      expect((await o.verify(stale)).statusCode).toBe(409);
      expect(await o.status()).toBe('awaiting_payment');
      expect(await alertFor(first.orderId)).toMatchObject([
        { reason: 'superseded', action: 'refunded', amountPaidMinor: o.order.total },
      ]);
      await refundedAt(stale.razorpay_payment_id);
      expect((await o.verify(await sandboxPay(o.customer, second.orderId))).statusCode).toBe(200);
      expect(await o.status()).toBe('paid');
    });

    it('refunds a payment for a cancelled order and tells staff', async () => {
      const o = await awaitingPayment();
      const first = await o.pay();
      const cancelled = await customerCall(
        t.app,
        o.customer,
        'POST',
        `/user/orders/${o.order.id}/update-status`,
        { status: 'cancelled' },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const stale = await sandboxPay(o.customer, first.orderId);
      expect((await o.verify(stale)).statusCode).toBe(409);
      expect(await o.status()).toBe('cancelled');
      expect(await alertFor(first.orderId)).toMatchObject([
        { reason: 'not_payable', action: 'refunded', amountDueMinor: null },
      ]);
      await refundedAt(stale.razorpay_payment_id);
    });
  });

  describe('a credit plan', () => {
    it('holds a captured payment of another amount than its order and tells staff', async () => {
      const customer = await newCustomer(t.app);
      const { explorer } = await plans(t.app);
      const order = await createOrder(t.app, customer, explorer.id);
      const body = capturedEvent(
        'payment.captured',
        { ...order, amount: 100 },
        `pay_Short${order.orderId.slice(-8)}`,
      );
      // Delivered twice as two events (payment.captured, then a retry under a new id): one alert.
      for (const eventId of [`evt_a_${order.orderId}`, `evt_b_${order.orderId}`]) {
        const res = await postWebhook(t.app, body, { signature: signed(body), eventId });
        expect(res.json()).toEqual({ received: true, outcome: 'held' });
      }
      expect(await alertFor(order.orderId)).toMatchObject([
        {
          reason: 'amount_mismatch',
          action: 'held',
          purpose: 'credit_plan',
          amountPaidMinor: 100,
          amountDueMinor: order.amount,
          refund: null,
        },
      ]);
    });
  });

  describe('GET /api/v1/admin/payments/alerts', () => {
    it('is for administrators and employees of the credits area only', async () => {
      const credits = await employeeWith(t.app, ['credits']);
      expect(Array.isArray(await alerts(credits))).toBe(true);
      for (const caller of [
        await employeeWith(t.app, ['shops', 'support', 'content']),
        await accountWithRoles(t.app, { customer: true }),
        await accountWithRoles(t.app, { vendor: true }),
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/payments/alerts',
          headers: bearer(caller.token),
        });
        expect(res.statusCode).toBe(403);
      }
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/payments/alerts?limit=1000',
        headers: bearer(admin.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/limit/);
    });
  });
});
