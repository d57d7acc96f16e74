import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { review } from '../modules/reviews/reviews.schema.ts';
import { booking } from '../modules/meetings/meetings.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { supportMessage, supportRequest } from '../modules/support/support.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { notifyShopChanged } from '../modules/catalogue/index.ts';
import { DEMO_CUSTOMER_EMAIL } from './chat.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The demo customer's support requests in several states (open, waiting for them with a staff
 * question, resolved with the answer) and their review of the meeting with another shop than
 * the demo vendor's (whose completed meeting stays to be reviewed from /user/rating); run after
 * demo-meetings.ts. Added once: nothing when the customer has support requests already.
 */
export async function seedDemoSupportAndReviews(
  db: Database,
  now = new Date(),
): Promise<{ added: number }> {
  const [customer] = await db.select().from(user).where(eq(user.email, DEMO_CUSTOMER_EMAIL));
  if (!customer) return { added: 0 };
  const vendorShops = db
    .select({ id: shopMember.shopId })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .where(eq(user.email, DEMO_VENDOR_EMAIL));
  // The customer's completed meeting with another shop than the demo vendor's (demo-meetings.ts).
  const [met] = await db
    .select({ bookingId: booking.id, startsAt: booking.startsAt, id: shop.id, name: shop.name })
    .from(booking)
    .innerJoin(shop, eq(shop.id, booking.shopId))
    .where(
      and(
        eq(booking.customerId, customer.id),
        eq(booking.status, 'completed'),
        sql`${booking.shopId} not in ${vendorShops}`,
      ),
    )
    .orderBy(booking.startsAt)
    .limit(1);

  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-support'))`);
    const [existing] = await q
      .select({ id: supportRequest.id })
      .from(supportRequest)
      .where(eq(supportRequest.customerId, customer.id))
      .limit(1);
    if (existing) return { added: 0 };

    const requests = [
      {
        subject: 'Can I invite my sister to a meeting?',
        category: 'meeting' as const,
        description: 'I booked a meeting for Saturday and would like my sister to join from Pune.',
        status: 'open' as const,
        createdAt: new Date(now.getTime() - 2 * HOUR),
        staff: null,
      },
      {
        subject: 'Credits not added after payment',
        category: 'payment' as const,
        description: 'I paid for the Explorer plan but my balance did not change at first.',
        status: 'waiting_for_customer' as const,
        createdAt: new Date(now.getTime() - 2 * DAY),
        staff: 'Sorry about that. Could you send the order id from your receipt so we can check?',
      },
      {
        subject: 'How do I change my email address?',
        category: 'account' as const,
        description: 'I have a new email address and want my receipts to go there.',
        status: 'resolved' as const,
        createdAt: new Date(now.getTime() - 6 * DAY),
        staff: 'Open Settings, choose Email and confirm the code we send to the new address.',
      },
    ];
    for (const request of requests) {
      const answeredAt = new Date(request.createdAt.getTime() + 3 * HOUR);
      const [row] = await q
        .insert(supportRequest)
        .values({
          customerId: customer.id,
          subject: request.subject,
          category: request.category,
          description: request.description,
          status: request.status,
          firstResponseAt: request.staff ? answeredAt : null,
          resolvedAt: request.status === 'resolved' ? new Date(now.getTime() - 2 * DAY) : null,
          createdAt: request.createdAt,
          updatedAt: request.staff ? answeredAt : request.createdAt,
        })
        .returning({ id: supportRequest.id });
      if (request.staff) {
        await q.insert(supportMessage).values({
          requestId: row!.id,
          authorId: null,
          authorRole: 'staff',
          body: request.staff,
          createdAt: answeredAt,
        });
      }
    }

    if (met) {
      const otherShop = met;
      const startsAt = met.startsAt;
      await q.insert(review).values({
        kind: 'meet',
        shopId: otherShop.id,
        userId: customer.id,
        subjectId: met.bookingId,
        authorName: customer.name,
        rating: 5,
        title: 'Felt like being in the shop',
        body: `${otherShop.name} showed me every piece up close and answered all my questions.`,
        createdAt: new Date(startsAt.getTime() + DAY),
      });
      // The shop's rating as the reviews module keeps it: the average of its reviews.
      await q
        .update(shop)
        .set({
          ratingAverage: sql`(select coalesce(round(avg(rating)::numeric, 2), 0)::float8 from review where shop_id = ${otherShop.id} and kind in ('meet', 'order'))`,
          ratingCount: sql`(select count(*)::int from review where shop_id = ${otherShop.id} and kind in ('meet', 'order'))`,
          updatedAt: sql`now()`,
        })
        .where(inArray(shop.id, [otherShop.id]));
      await notifyShopChanged(tx, otherShop.id);
    }
    return { added: requests.length + (met ? 1 : 0) };
  });
}
