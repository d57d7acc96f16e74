import { and, asc, eq, sql } from 'drizzle-orm';
import { STITCHING_STAGES } from '@vitrine/contracts/stitching';
import type { Database } from '../platform/db/client.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { paymentOrder } from '../modules/payments/payments.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { stitchingEvent, stitchingInvoice } from '../modules/stitching/stitching.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

/** The demo customer of demo-data.ts. */
const DEMO_CUSTOMER_EMAIL = 'demo@vitrine.local';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo customer's stitching invoices: one unpaid (awaiting approval) and one paid that has
 * been through measurements, cutting and trial. From the demo vendor's shop (marked as taking
 * stitching work if it did not), else the first stitching shop of the catalogue. Added once.
 */
export async function seedDemoStitching(
  db: Database,
  now = new Date(),
): Promise<{ added: number }> {
  const [customer] = await db.select().from(user).where(eq(user.email, DEMO_CUSTOMER_EMAIL));
  if (!customer) return { added: 0 };
  const [own] = await db
    .select({
      id: shop.id,
      name: shop.name,
      ownerId: shopMember.userId,
      isStitcher: shop.isStitcher,
    })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(user.email, DEMO_VENDOR_EMAIL), eq(shopMember.role, 'owner')))
    .orderBy(asc(shop.slug))
    .limit(1);
  // The demo vendor's shop takes stitching work, so its console (and its earnings) show it.
  if (own && !own.isStitcher) {
    await db.update(shop).set({ isStitcher: true }).where(eq(shop.id, own.id));
  }
  const [stitcher] = own
    ? [own]
    : await db
        .select({ id: shop.id, name: shop.name, ownerId: sql<string | null>`null` })
        .from(shop)
        .where(eq(shop.isStitcher, true))
        .orderBy(asc(shop.slug))
        .limit(1);
  if (!stitcher) return { added: 0 };

  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-stitching'))`);
    const [existing] = await q
      .select({ id: stitchingInvoice.id })
      .from(stitchingInvoice)
      .where(eq(stitchingInvoice.customerId, customer.id))
      .limit(1);
    if (existing) return { added: 0 };

    const day = (n: number) => new Date(now.getTime() - n * DAY);
    const due = (n: number) => new Date(now.getTime() + n * DAY).toISOString().slice(0, 10);
    const base = {
      customerId: customer.id,
      shopId: stitcher.id,
      shopName: stitcher.name,
      currency: 'INR',
    };
    const shopActor = { actorRole: 'shop' as const, actorId: stitcher.ownerId };

    const unpaid = {
      ...base,
      number: 'VS-DEMO0001',
      garment: 'blouse' as const,
      fabric: 'Kanjivaram silk, temple border',
      measurements: { bust: 86, waist: 72, shoulder: 36, sleeveLength: 28, blouseLength: 38 },
      priceMinor: 185_000,
      dueDate: due(14),
      notes: 'Princess cut with a deep back.',
      createdAt: day(1),
      updatedAt: day(1),
    };
    const [unpaidRow] = await q
      .insert(stitchingInvoice)
      .values({ ...unpaid, searchText: searchText(unpaid) })
      .returning();
    await q
      .insert(stitchingEvent)
      .values({ invoiceId: unpaidRow!.id, kind: 'sent', ...shopActor, at: day(1) });

    const stages = STITCHING_STAGES.slice(0, 3);
    const paid = {
      ...base,
      number: 'VS-DEMO0002',
      garment: 'kurta' as const,
      fabric: 'Chanderi cotton, ivory',
      measurements: { chest: 96, waist: 84, shoulder: 44, sleeveLength: 60, kurtaLength: 104 },
      priceMinor: 240_000,
      dueDate: due(6),
      approval: 'approved' as const,
      paymentStatus: 'paid' as const,
      stage: stages[stages.length - 1]!,
      paidAt: day(9),
      createdAt: day(10),
      updatedAt: day(2),
    };
    const [paidRow] = await q
      .insert(stitchingInvoice)
      .values({ ...paid, searchText: searchText(paid) })
      .returning();
    const [payment] = await q
      .insert(paymentOrder)
      .values({
        purpose: 'stitching_invoice',
        subjectId: paidRow!.id,
        provider: 'sandbox',
        providerOrderId: `order_demo${paidRow!.id.replace(/-/g, '').slice(0, 10)}`,
        userId: customer.id,
        amountMinor: paid.priceMinor,
        currency: 'INR',
        status: 'paid',
        providerPaymentId: `pay_demo${paidRow!.id.replace(/-/g, '').slice(0, 10)}`,
        paidAt: day(9),
        createdAt: day(9.5),
      })
      .returning({ id: paymentOrder.id });
    await q
      .update(stitchingInvoice)
      .set({ paymentOrderId: payment!.id })
      .where(eq(stitchingInvoice.id, paidRow!.id));
    await q.insert(stitchingEvent).values([
      { invoiceId: paidRow!.id, kind: 'sent', ...shopActor, at: day(10) },
      {
        invoiceId: paidRow!.id,
        kind: 'approved',
        actorRole: 'customer',
        actorId: customer.id,
        at: day(9.6),
      },
      { invoiceId: paidRow!.id, kind: 'paid', actorRole: 'system', actorId: null, at: day(9) },
      ...stages.map((stage, index) => ({
        invoiceId: paidRow!.id,
        kind: 'stage' as const,
        stage,
        ...shopActor,
        note: stage === 'trial' ? 'Trial done: take in the waist by 1 cm.' : null,
        at: day(8 - index * 3),
      })),
    ]);
    return { added: 2 };
  });
}

const searchText = (i: { number: string; shopName: string; garment: string; fabric: string }) =>
  [i.number, i.shopName, i.garment, i.fabric].join(' ').toLowerCase();
