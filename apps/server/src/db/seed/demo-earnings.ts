import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { user } from '../schema/auth.ts';
import { shop } from '../schema/catalogue.ts';
import { shopBankAccount, shopEarning, shopPayout, shopPayoutEntry } from '../schema/earnings.ts';
import { shopMember } from '../schema/shop-member.ts';
import { runInTransaction } from '../transaction.ts';
import { createEarnings } from '../../modules/earnings/index.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The platform's defaults (config.ts), so the demo reads the same as a fresh start. */
const DEMO_RATES = {
  commissionBps: { meeting: 2000, order: 1000, stitching_invoice: 1200 },
  providerFeeBps: 236,
  holdDays: { meeting: 2, order: 7, stitching_invoice: 7 },
};

/**
 * The demo vendor's earnings in every state: three entries paid out in a paid payout, two
 * payable (one of them returned), one on hold; and the bank account they went to. Added once.
 */
export async function seedDemoEarnings(db: Database, now = new Date()): Promise<{ added: number }> {
  const [own] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(eq(user.email, DEMO_VENDOR_EMAIL))
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
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const order = (totalMinor: number, days: number, number: string) =>
      earnings.orderDelivered(tx, {
        orderId: randomUUID(),
        shopId,
        totalMinor,
        currency: 'INR',
        at: ago(days),
        number,
      });

    const paidOut = [
      await order(450_000, 45, 'VO-DEMO0001'),
      await earnings.meetingCompleted(tx, {
        bookingId: randomUUID(),
        shopId,
        credits: 30,
        at: ago(44),
        description: 'Video meeting (demo)',
      }),
      await earnings.invoicePaid(tx, {
        invoiceId: randomUUID(),
        shopId,
        priceMinor: 185_000,
        currency: 'INR',
        at: ago(40),
        number: 'VS-DEMO0001',
      }),
    ];
    const returned = randomUUID();
    await earnings.orderDelivered(tx, {
      orderId: returned,
      shopId,
      totalMinor: 129_900,
      currency: 'INR',
      at: ago(20),
      number: 'VO-DEMO0002',
    });
    await earnings.reverse(tx, {
      kind: 'order',
      sourceId: returned,
      at: ago(16),
      reason: 'Returned',
    });
    await order(325_000, 12, 'VO-DEMO0003');
    await order(212_500, 2, 'VO-DEMO0004');

    await q
      .insert(shopBankAccount)
      .values({
        shopId,
        holderName: 'Demo Boutique Pvt Ltd',
        accountNumber: '50100234567890',
        ifsc: 'HDFC0001234',
      })
      .onConflictDoNothing();
    const amount = paidOut.reduce((s, e) => s + (e?.netMinor ?? 0), 0);
    const [payout] = await q
      .insert(shopPayout)
      .values({
        shopId,
        status: 'paid',
        amountMinor: amount,
        currency: 'INR',
        trigger: 'schedule',
        accountNumberMasked: 'XXXXXXXXXX7890',
        provider: 'sandbox',
        providerReference: `pout_demo${shopId.slice(0, 8)}`,
        utr: 'SANDBOX4471200931',
        createdAt: ago(32),
        updatedAt: ago(31),
        paidAt: ago(31),
      })
      .returning({ id: shopPayout.id });
    await q
      .insert(shopPayoutEntry)
      .values(paidOut.map((e) => ({ payoutId: payout!.id, entryId: e!.id })));
    return { added: paidOut.length + 4 };
  });
}
