import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import {
  shopBankAccount,
  shopEarning,
  shopPayout,
  shopPayoutEntry,
} from '../modules/earnings/earnings.schema.ts';
import { booking } from '../modules/meetings/meetings.schema.ts';
import { orderEvent, shopOrder } from '../modules/orders/orders.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { stitchingInvoice } from '../modules/stitching/stitching.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { createEarnings } from '../modules/earnings/index.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The platform's defaults (config.ts), so the demo reads the same as a fresh start. */
const DEMO_RATES = {
  commissionBps: { meeting: 2000, order: 1000, stitching_invoice: 1200 },
  providerFeeBps: 236,
  holdDays: { meeting: 2, order: 7, stitching_invoice: 7 },
};

/**
 * The demo vendor's earnings, written by the ledger from the shop's real demo records (run
 * after demo-orders, demo-meetings and demo-stitching): every order that was delivered earns at
 * its delivery, a returned one is reversed at its return, the completed meeting earns its
 * credits, the paid stitching invoice its price. Then the payouts a shop would have had: a paid
 * one of everything released before it (the meeting and the returned orders' pairs), and a
 * later one, of the invoice, that the bank refused (so its entry is payable again and staff
 * have a failed payout to retry). The two delivered orders still in their return window stay on
 * hold. Added once.
 */
export async function seedDemoEarnings(db: Database, now = new Date()): Promise<{ added: number }> {
  const [own] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(user.email, DEMO_VENDOR_EMAIL), eq(shopMember.role, 'owner')))
    .orderBy(asc(shop.slug))
    .limit(1);
  if (!own) return { added: 0 };
  const shopId = own.shopId;
  const earnings = createEarnings(db, DEMO_RATES);

  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-earnings'))`);
    const [existing] = await q
      .select({ id: shopEarning.id })
      .from(shopEarning)
      .where(eq(shopEarning.shopId, shopId))
      .limit(1);
    if (existing) return { added: 0 };

    const delivered = await q
      .select({
        id: shopOrder.id,
        number: shopOrder.number,
        totalMinor: shopOrder.totalMinor,
        currency: shopOrder.currency,
        deliveredAt: shopOrder.deliveredAt,
      })
      .from(shopOrder)
      .where(and(eq(shopOrder.shopId, shopId), isNotNull(shopOrder.deliveredAt)))
      .orderBy(asc(shopOrder.deliveredAt));
    const returns = delivered.length
      ? await q
          .select({ orderId: orderEvent.orderId, at: orderEvent.at })
          .from(orderEvent)
          .where(
            and(
              inArray(
                orderEvent.orderId,
                delivered.map((o) => o.id),
              ),
              eq(orderEvent.toStatus, 'returned'),
            ),
          )
      : [];
    const meetings = await q
      .select({
        id: booking.id,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        credits: sql<number>`${booking.creditsUsed} - ${booking.creditsRefunded}`,
      })
      .from(booking)
      .where(and(eq(booking.shopId, shopId), eq(booking.status, 'completed')))
      .orderBy(asc(booking.endsAt));
    const invoices = await q
      .select({
        id: stitchingInvoice.id,
        number: stitchingInvoice.number,
        priceMinor: stitchingInvoice.priceMinor,
        currency: stitchingInvoice.currency,
        paidAt: stitchingInvoice.paidAt,
      })
      .from(stitchingInvoice)
      .where(and(eq(stitchingInvoice.shopId, shopId), isNotNull(stitchingInvoice.paidAt)))
      .orderBy(asc(stitchingInvoice.paidAt));

    type Entry = { id: string; netMinor: number; releaseAt: Date };
    const entries: Entry[] = [];
    const keep = (row: Entry | null) => void (row && entries.push(row));
    for (const order of delivered) {
      keep(
        await earnings.orderDelivered(tx, {
          orderId: order.id,
          shopId,
          totalMinor: order.totalMinor,
          currency: order.currency,
          at: order.deliveredAt!,
          number: order.number,
        }),
      );
      const returned = returns.find((r) => r.orderId === order.id);
      if (returned) {
        keep(
          await earnings.reverse(tx, {
            kind: 'order',
            sourceId: order.id,
            at: returned.at,
            reason: 'Returned',
          }),
        );
      }
    }
    const meetingEntries: Entry[] = [];
    for (const meeting of meetings) {
      if (meeting.credits <= 0) continue;
      const row = await earnings.meetingCompleted(tx, {
        bookingId: meeting.id,
        shopId,
        credits: Number(meeting.credits),
        at: meeting.endsAt,
        description: `Video meeting on ${meeting.startsAt.toISOString().slice(0, 10)}`,
      });
      keep(row);
      if (row) meetingEntries.push(row);
    }
    const invoiceEntries: Entry[] = [];
    for (const invoice of invoices) {
      const row = await earnings.invoicePaid(tx, {
        invoiceId: invoice.id,
        shopId,
        priceMinor: invoice.priceMinor,
        currency: invoice.currency,
        at: invoice.paidAt!,
        number: invoice.number,
      });
      keep(row);
      if (row) invoiceEntries.push(row);
    }

    await q
      .insert(shopBankAccount)
      .values({
        shopId,
        holderName: 'Demo Boutique Pvt Ltd',
        accountNumber: '50100234567890',
        ifsc: 'HDFC0001234',
      })
      .onConflictDoNothing();

    // The failed payout takes the invoices; the paid one, before it, everything else released.
    const failedEntries = invoiceEntries.filter((e) => e.releaseAt <= now);
    const lastRelease = (list: Entry[]) => Math.max(...list.map((e) => e.releaseAt.getTime()));
    const failedAt = failedEntries.length
      ? new Date(Math.min(now.getTime(), lastRelease(failedEntries) + DAY / 4))
      : now;
    const paidEntries = entries.filter(
      (e) => !failedEntries.includes(e) && e.releaseAt < failedAt && e.releaseAt <= now,
    );
    const payout = async (list: Entry[], values: Partial<typeof shopPayout.$inferInsert>) => {
      const amount = list.reduce((s, e) => s + e.netMinor, 0);
      if (list.length === 0 || amount <= 0) return 0;
      const [row] = await q
        .insert(shopPayout)
        .values({
          shopId,
          amountMinor: amount,
          currency: 'INR',
          trigger: 'schedule',
          accountNumberMasked: 'XXXXXXXXXX7890',
          provider: 'sandbox',
          ...values,
        } as typeof shopPayout.$inferInsert)
        .returning({ id: shopPayout.id });
      await q.insert(shopPayoutEntry).values(
        list.map((e) => ({
          payoutId: row!.id,
          entryId: e.id,
          releasedAt: values.status === 'failed' ? values.updatedAt : null,
        })),
      );
      return 1;
    };
    const paidAt = new Date(lastRelease(paidEntries.length ? paidEntries : entries) + DAY / 8);
    const tag = shopId.replace(/-/g, '').slice(0, 10);
    const payouts =
      (await payout(paidEntries, {
        status: 'paid',
        providerReference: `pout_demo${tag}`,
        utr: 'SANDBOX4471200931',
        createdAt: paidAt,
        updatedAt: new Date(paidAt.getTime() + DAY / 12),
        paidAt: new Date(paidAt.getTime() + DAY / 12),
      })) +
      (await payout(failedEntries, {
        status: 'failed',
        trigger: 'request',
        providerReference: `pout_demofail${tag}`,
        failureReason: 'The beneficiary bank refused the transfer (demo)',
        createdAt: failedAt,
        updatedAt: new Date(failedAt.getTime() + DAY / 24),
      }));
    return { added: entries.length + payouts };
  });
}
