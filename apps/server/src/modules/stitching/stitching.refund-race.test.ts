import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrder, paymentRefund } from '../../platform/db/schema/index.ts';
import {
  invoiceCall,
  payInvoice,
  sendInvoice,
  stitchingCustomer,
  stitchingShop,
} from '../../test/stitching.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

// Row locks only contend for real on PostgreSQL (PGlite runs one statement at a time).
const onPostgres = !postgresUnavailable('the stitching refund race');

describe.skipIf(!onPostgres)('a second refund while the first is being delivered', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No dispatcher: this test plays the refund's delivery itself, one lock at a time.
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      OUTBOX_START_DELAY_MS: '3600000',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 409, not a deadlock’s 500', async () => {
    const db = t.app.database.db;
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);
    await payInvoice(t.app, customer, invoice.id);
    const refund = () =>
      invoiceCall(t.app, shop.vendor, 'PATCH', `/vendor/stitching-service-invoices/${invoice.id}`, {
        action: 'refund',
      });
    const first = await refund();
    expect(first.statusCode, first.body).toBe(200);
    const [requested] = await db
      .select({ id: paymentRefund.id })
      .from(paymentRefund)
      .innerJoin(paymentOrder, eq(paymentOrder.id, paymentRefund.paymentOrderId))
      .where(
        and(eq(paymentOrder.purpose, 'stitching_invoice'), eq(paymentOrder.subjectId, invoice.id)),
      );

    // The first refund's delivery, as payments' processRefund takes its locks: the refund's row
    // (marked processed), then the invoice's (stitching's `refunded`).
    let second: Promise<Awaited<ReturnType<typeof refund>>> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update payment_refund set status = 'processed' where id = ${requested!.id}`,
      );
      // The second refund starts, and waits on a lock the delivery holds.
      second = refund();
      await waitFor(async () => {
        const waiting = await db.execute(
          sql`select 1 from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting as unknown as { rows: unknown[] }).rows.length > 0 ? true : undefined;
      });
      await tx.execute(sql`select id from stitching_invoice where id = ${invoice.id} for update`);
    });
    const answer = await second!;
    expect(answer.statusCode, answer.body).toBe(409);
  });
});
