import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { creditPlan } from '../modules/credits/credits.schema.ts';
import { paymentOrder } from '../modules/payments/payments.schema.ts';
import { booking, bookingAttendee } from '../modules/meetings/meetings.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { createCredits } from '../modules/credits/index.ts';
import { insertDemoNotification } from './demo-notification.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

/** The demo customer of demo-data.ts. */
const DEMO_CUSTOMER_EMAIL = 'demo@vitrine.local';
const DAY = 24 * 60 * 60 * 1000;
const COST = 30;

/** A half-hour start `days` from `now`, at 05:30 UTC (11:00 in India). */
const dayAt = (now: Date, days: number) => {
  const date = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 5, 30));
};

/** The demo plan the demo customer bought their credits with (credit-plans.ts). */
const BOUGHT_PLAN = 'explorer';

/**
 * The demo customer's meetings with the demo vendor's shop: one upcoming (with an invitee), one
 * completed and one cancelled with its refund; and before them a completed one with another
 * shop. Each paid its 30 credits when booked, from the Explorer plan the customer bought three
 * weeks ago, as a settled payment leaves it: the paid payment order, the ledger's purchase
 * (expiring with the plan's validity) and the "Credits added" notification. The ledger runs in
 * time order and the balance equals it. Added once: nothing when the customer has bookings
 * already, or when the demo plans are not there (run after credit-plans.ts).
 */
export async function seedDemoMeetings(db: Database, now = new Date()): Promise<{ added: number }> {
  const [customer] = await db.select().from(user).where(eq(user.email, DEMO_CUSTOMER_EMAIL));
  const [vendorShop] = await db
    .select({ id: shop.id, name: shop.name })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(user.email, DEMO_VENDOR_EMAIL), eq(shopMember.role, 'owner')));
  // A shop the customer met before the demo vendor's, and reviewed (demo-support-reviews.ts).
  const [otherShop] = vendorShop
    ? await db
        .select({ id: shop.id, name: shop.name })
        .from(shop)
        .where(and(ne(shop.id, vendorShop.id), ne(shop.ratingCount, 0)))
        .orderBy(shop.slug)
        .limit(1)
    : [];
  const [plan] = await db.select().from(creditPlan).where(eq(creditPlan.slug, BOUGHT_PLAN));
  if (!customer || !vendorShop || !plan) return { added: 0 };
  const credits = createCredits(db);

  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-meetings'))`);
    const [existing] = await q
      .select({ id: booking.id })
      .from(booking)
      .where(eq(booking.customerId, customer.id))
      .limit(1);
    if (existing) return { added: 0 };

    // Bought three weeks ago, before the first meeting was booked.
    const paidAt = new Date(now.getTime() - 21 * DAY);
    const tag = customer.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 12);
    const [purchase] = await q
      .insert(paymentOrder)
      .values({
        purpose: 'credit_plan',
        provider: 'sandbox',
        providerOrderId: `order_demoplan${tag}`,
        userId: customer.id,
        planId: plan.id,
        planName: plan.name,
        credits: plan.credits,
        validityDays: plan.validityDays,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        status: 'paid',
        providerPaymentId: `pay_demoplan${tag}`,
        paidAt,
        createdAt: new Date(paidAt.getTime() - 2 * 60_000),
        updatedAt: paidAt,
      })
      .returning({ id: paymentOrder.id });
    await credits.grant(tx, {
      userId: customer.id,
      amount: plan.credits,
      kind: 'purchase',
      reference: { type: 'payment_order', id: purchase!.id },
      description: `${plan.name} plan: ${plan.credits} credits`,
      expiresAt: new Date(paidAt.getTime() + plan.validityDays * DAY),
      at: paidAt,
    });
    await insertDemoNotification(q, {
      userId: customer.id,
      kind: 'personalized',
      title: 'Credits added',
      body: `${plan.credits} credits from the ${plan.name} plan are in your account.`,
      link: '/user/credits',
      sourceKey: `payment:${purchase!.id}`,
      status: 'read',
      at: paidAt,
    });
    // Each meeting paid when it was booked, in that order; the cancelled one refunded after.
    const plans = [
      ...(otherShop
        ? [
            {
              shop: otherShop,
              startsAt: dayAt(now, -12),
              bookedDaysAgo: 15,
              status: 'completed' as const,
              invitee: false,
            },
          ]
        : []),
      {
        shop: vendorShop,
        startsAt: dayAt(now, -5),
        bookedDaysAgo: 8,
        status: 'completed' as const,
        invitee: false,
      },
      {
        shop: vendorShop,
        startsAt: dayAt(now, 10),
        bookedDaysAgo: 3,
        status: 'cancelled_by_customer' as const,
        invitee: false,
      },
      {
        shop: vendorShop,
        startsAt: dayAt(now, 3),
        bookedDaysAgo: 2,
        status: 'booked' as const,
        invitee: true,
      },
    ];
    const cancelledAt = new Date(now.getTime() - DAY);
    const cancelled: { id: string; shopName: string }[] = [];
    for (const plan of plans) {
      const bookedAt = new Date(now.getTime() - plan.bookedDaysAgo * DAY);
      const [row] = await q
        .insert(booking)
        .values({
          shopId: plan.shop.id,
          customerId: customer.id,
          startsAt: plan.startsAt,
          endsAt: new Date(plan.startsAt.getTime() + 30 * 60_000),
          status: plan.status,
          creditsUsed: COST,
          categories: ['Bridal'],
          occasions: ['Wedding'],
          createdAt: bookedAt,
          updatedAt: plan.status === 'cancelled_by_customer' ? cancelledAt : bookedAt,
        })
        .returning({ id: booking.id });
      const id = row!.id;
      const debit = await credits.debit(tx, {
        userId: customer.id,
        amount: COST,
        kind: 'meeting_debit',
        reference: { type: 'booking', id },
        description: `Video meeting with ${plan.shop.name}`,
        at: bookedAt,
      });
      await q.update(booking).set({ debitEntryId: debit.id }).where(eq(booking.id, id));
      await q.insert(bookingAttendee).values([
        { bookingId: id, name: customer.name, email: customer.email, role: 'booker' },
        ...(plan.invitee
          ? [
              {
                bookingId: id,
                name: 'Meera Friend',
                email: 'meera.friend@vitrine.local',
                role: 'invitee' as const,
              },
            ]
          : []),
      ]);
      if (plan.status === 'cancelled_by_customer') cancelled.push({ id, shopName: plan.shop.name });
    }
    for (const { id, shopName } of cancelled) {
      const refund = await credits.grant(tx, {
        userId: customer.id,
        amount: COST,
        kind: 'refund',
        reference: { type: 'booking', id },
        description: `Refund: meeting with ${shopName} cancelled`,
        at: cancelledAt,
      });
      await q
        .update(booking)
        .set({
          refundEntryId: refund.id,
          creditsRefunded: COST,
          cancelledBy: 'customer',
          cancelledAt,
        })
        .where(eq(booking.id, id));
    }
    return { added: plans.length };
  });
}
