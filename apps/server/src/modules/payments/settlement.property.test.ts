import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrder, sandboxPayment, sandboxRefund } from '../../platform/db/schema/index.ts';
import { ledgerOf } from '../../test/earnings.ts';
import {
  invoiceCall,
  sendInvoice,
  stitchingCustomer,
  stitchingShop,
} from '../../test/stitching.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { capturedEvent, postWebhook, type CheckoutFields } from './payments-test-support.ts';
import { signSandboxWebhook } from './testing.ts';

/**
 * Random sequences of what the shop, the customer and the provider do to one stitching invoice
 * (revise and approve, approve, pay, capture, verify, webhook, refund), in any order and repeated: money must
 * match what is due whatever happens. Bounded runs on in-memory PGlite, so it stays fast in CI.
 */
const RUNS = 25;

type Step =
  | { kind: 'revise'; price: number; approve: boolean }
  | { kind: 'approve' }
  | { kind: 'pay' }
  | { kind: 'capture'; checkout: number; webhook: boolean }
  | { kind: 'verify'; payment: number }
  | { kind: 'webhook'; payment: number }
  | { kind: 'refund' };

const price = fc.integer({ min: 1, max: 5_000_000 });
// Weighted towards what moves money (approve, pay, capture, verify), so most runs pay something.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('revise' as const),
      price,
      approve: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'approve' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'pay' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('capture' as const),
      checkout: fc.nat({ max: 5 }),
      webhook: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('verify' as const),
      payment: fc.nat({ max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('webhook' as const),
      payment: fc.nat({ max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'refund' as const }) },
);

describe('paying a stitching invoice, whatever happens in between', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof stitchingShop>>;
  let customer: Awaited<ReturnType<typeof stitchingCustomer>>;
  beforeAll(async () => {
    t = await createTestApp({
      DATABASE_URL: 'memory://',
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      // Refunds go to the provider when the test drains the outbox, not in the background.
      OUTBOX_START_DELAY_MS: '3600000',
    });
    shop = await stitchingShop(t.app);
    customer = await stitchingCustomer(t.app);
  });
  afterAll(() => t.close());

  /** Runs one sequence on a new invoice; answers the invoice's id. */
  async function play(firstPrice: number, steps: Step[]) {
    const invoice = await sendInvoice(t.app, shop, customer, {
      price: firstPrice,
    });
    const url = `/stitching-service-invoices/${invoice.id}`;
    // Approved as sent, the usual start: the steps then revise, pay and capture from there.
    await invoiceCall(t.app, customer, 'PATCH', url, { action: 'approve' });
    const checkouts: { orderId: string; amount: number; currency: string }[] = [];
    const payments: CheckoutFields[] = [];
    // Nothing anyone sends may produce a 5xx.
    const answered = <T extends { statusCode: number; body: string }>(res: T) => {
      expect(res.statusCode, res.body).toBeLessThan(500);
      return res;
    };
    const verify = async (fields: CheckoutFields) =>
      expect([200, 409]).toContain(
        answered(await invoiceCall(t.app, customer, 'POST', `${url}/pay/verify`, fields))
          .statusCode,
      );
    for (const s of steps) {
      if (s.kind === 'revise') {
        answered(
          await invoiceCall(t.app, customer, 'PATCH', url, {
            action: 'request_revision',
            note: 'Change it',
          }),
        );
        answered(
          await invoiceCall(t.app, shop.vendor, 'PATCH', `/vendor${url}`, {
            action: 'revise',
            price: s.price,
          }),
        );
        if (s.approve) {
          answered(
            await invoiceCall(t.app, customer, 'PATCH', url, {
              action: 'approve',
            }),
          );
        }
      } else if (s.kind === 'approve') {
        answered(
          await invoiceCall(t.app, customer, 'PATCH', url, {
            action: 'approve',
          }),
        );
      } else if (s.kind === 'pay') {
        const res = answered(await invoiceCall(t.app, customer, 'PATCH', url, { action: 'pay' }));
        if (res.statusCode === 200) checkouts.push(res.json().checkout);
      } else if (s.kind === 'capture' && checkouts.length > 0) {
        const res = answered(
          await invoiceCall(t.app, customer, 'POST', '/pay/sandbox/pay', {
            orderId: checkouts[s.checkout % checkouts.length]!.orderId,
            card: '4111 1111 1111 1111',
            sendWebhook: s.webhook,
          }),
        );
        // Its webhooks, when sent, race the steps after it, as they would in production.
        if (res.statusCode === 200) payments.push(res.json());
      } else if (s.kind === 'verify' && payments.length > 0) {
        await verify(payments[s.payment % payments.length]!);
      } else if (s.kind === 'webhook' && payments.length > 0) {
        const paid = payments[s.payment % payments.length]!;
        const checkout = checkouts.find((c) => c.orderId === paid.razorpay_order_id)!;
        const body = capturedEvent(
          'payment.captured',
          { ...checkout, orderId: checkout.orderId },
          paid.razorpay_payment_id,
        );
        answered(
          await postWebhook(t.app, body, {
            signature: signSandboxWebhook(t.config.authSecret, body),
            eventId: `evt_${crypto.randomUUID()}`,
          }),
        );
      } else if (s.kind === 'refund') {
        answered(
          await invoiceCall(t.app, shop.vendor, 'PATCH', `/vendor${url}`, {
            action: 'refund',
          }),
        );
      }
    }
    // In the end every captured payment is answered (the checkout's verify, or reconciliation),
    // and every refund asked for reaches the provider.
    for (const fields of payments) await verify(fields);
    await t.app.outbox.dispatcher.drain();
    return invoice.id;
  }

  /** What the provider took for the invoice, less what it gave back. */
  async function netPaid(invoiceId: string) {
    const db = t.app.database.db;
    const orders = await db
      .select({ providerOrderId: paymentOrder.providerOrderId })
      .from(paymentOrder)
      .where(eq(paymentOrder.subjectId, invoiceId));
    if (orders.length === 0) return 0;
    const captured = await db
      .select({ id: sandboxPayment.id, amount: sandboxPayment.amountMinor })
      .from(sandboxPayment)
      .where(
        and(
          inArray(
            sandboxPayment.orderId,
            orders.map((o) => o.providerOrderId),
          ),
          eq(sandboxPayment.status, 'captured'),
        ),
      );
    if (captured.length === 0) return 0;
    const refunded = await db
      .select({ amount: sandboxRefund.amountMinor })
      .from(sandboxRefund)
      .where(
        inArray(
          sandboxRefund.paymentId,
          captured.map((p) => p.id),
        ),
      );
    const sum = (rows: { amount: number }[]) => rows.reduce((total, r) => total + r.amount, 0);
    return sum(captured) - sum(refunded);
  }

  it('keeps the sum paid equal to the price of every paid invoice, and credits the shop no more', async () => {
    await fc.assert(
      fc.asyncProperty(price, fc.array(step, { minLength: 2, maxLength: 10 }), async (p, steps) => {
        const invoiceId = await play(p, steps);
        const res = await invoiceCall(
          t.app,
          customer,
          'GET',
          `/stitching-service-invoices/${invoiceId}`,
        );
        const invoice = res.json() as {
          paymentStatus: string;
          price: number;
        };
        const net = await netPaid(invoiceId);
        const credited = (await ledgerOf(t.app, shop.vendor, shop.shopId)).items
          .filter((e) => e.source.id === invoiceId || e.reverses?.sourceId === invoiceId)
          .reduce((sum, e) => sum + e.gross, 0);
        if (invoice.paymentStatus === 'paid') {
          expect(net).toBe(invoice.price);
          expect(credited).toBe(invoice.price);
        } else {
          // Unpaid, or refunded by the shop: every payment went back, and nothing was earned.
          expect(net).toBe(0);
          expect(credited).toBe(0);
        }
        expect(credited).toBeLessThanOrEqual(net);
      }),
      {
        numRuns: RUNS,
        // Always tried first: a revised price paid through the checkout made before it.
        examples: [
          [
            100_000,
            [
              { kind: 'pay' },
              { kind: 'revise', price: 900_000, approve: true },
              { kind: 'pay' },
              { kind: 'capture', checkout: 0, webhook: false },
            ],
          ],
          [
            100_000,
            [
              { kind: 'pay' },
              { kind: 'revise', price: 50_000, approve: true },
              { kind: 'pay' },
              { kind: 'capture', checkout: 1, webhook: true },
            ],
          ],
        ],
      },
    );
  });
});
