import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';
import { review } from './reviews.schema.ts';
import { booking } from '../meetings/meetings.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import type { CompletedMeeting } from './review-prompt.ts';
import type { ReviewSubject } from './review-subjects.ts';

const reviewColumns = {
  id: review.id,
  kind: review.kind,
  shopId: review.shopId,
  authorName: review.authorName,
  authorCity: review.authorCity,
  rating: review.rating,
  title: review.title,
  body: review.body,
  answer: review.answer,
  answeredAt: review.answeredAt,
  createdAt: review.createdAt,
};

export type ReviewRow = Pick<
  typeof review.$inferSelect,
  keyof typeof reviewColumns & keyof typeof review.$inferSelect
>;

const writtenColumns = {
  ...reviewColumns,
  userId: review.userId,
  subjectId: review.subjectId,
  updatedAt: review.updatedAt,
  shopName: shop.name,
};
export type WrittenReviewRow = ReviewRow & {
  userId: string | null;
  subjectId: string | null;
  updatedAt: Date | null;
  shopName: string | null;
};

/** Highest rated first, then the most recent. */
const topOrder = [desc(review.rating), desc(review.createdAt), desc(review.id)];
const shopKinds = ['meet', 'order'] as const;

export type NewReview = {
  kind: 'platform' | 'meet' | 'order';
  shopId: string | null;
  subjectId: string | null;
  userId: string;
  rating: number;
  title: string | null;
  body: string;
};

export const createReviewsRepository = (db: Database) => ({
  topPlatform: (limit: number): Promise<ReviewRow[]> =>
    db
      .select(reviewColumns)
      .from(review)
      .where(eq(review.kind, 'platform'))
      .orderBy(...topOrder)
      .limit(limit),

  /** Reviews of a shop written after a meeting or an order. */
  topForShop: (shopId: string, limit: number): Promise<ReviewRow[]> =>
    db
      .select(reviewColumns)
      .from(review)
      .where(and(eq(review.shopId, shopId), inArray(review.kind, [...shopKinds])))
      .orderBy(...topOrder)
      .limit(limit),

  /** One review with its shop's name (any author). */
  async find(id: string): Promise<WrittenReviewRow | undefined> {
    const [row] = await db
      .select(writtenColumns)
      .from(review)
      .leftJoin(shop, eq(shop.id, review.shopId))
      .where(eq(review.id, id));
    return row;
  },

  /** The reviews this user wrote, newest first. */
  byAuthor: (userId: string): Promise<WrittenReviewRow[]> =>
    db
      .select(writtenColumns)
      .from(review)
      .leftJoin(shop, eq(shop.id, review.shopId))
      .where(eq(review.userId, userId))
      .orderBy(desc(review.createdAt), desc(review.id)),

  async platformOf(userId: string): Promise<WrittenReviewRow | undefined> {
    const [row] = await db
      .select(writtenColumns)
      .from(review)
      .leftJoin(shop, eq(shop.id, review.shopId))
      .where(and(eq(review.userId, userId), eq(review.kind, 'platform')));
    return row;
  },

  /** One page of a shop's meet and order reviews, unanswered first, then newest. */
  async pageForShop(shopId: string, page: { limit: number; offset: number }) {
    const where = and(eq(review.shopId, shopId), inArray(review.kind, [...shopKinds]));
    const [items, [total]] = await Promise.all([
      db
        .select(writtenColumns)
        .from(review)
        .leftJoin(shop, eq(shop.id, review.shopId))
        .where(where)
        .orderBy(sql`${review.answer} is not null`, desc(review.createdAt), desc(review.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(review).where(where),
    ]);
    return { items: items as WrittenReviewRow[], total: total?.total ?? 0 };
  },

  async authorName(userId: string): Promise<string> {
    const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    return row?.name ?? 'A customer';
  },

  /**
   * Locks the shop's row until the transaction ends: concurrent reviews of one shop take turns,
   * so each recomputation reads every review committed before it (READ COMMITTED takes a new
   * snapshot per statement, after the lock is granted).
   */
  async lockShop(tx: Transaction, shopId: string): Promise<boolean> {
    const rows = await queryWith(tx)
      .select({ id: shop.id })
      .from(shop)
      .where(eq(shop.id, shopId))
      .for('update');
    return rows.length > 0;
  },

  /** Inserts a review; null when this subject (or this user's platform review) has one already. */
  async insert(
    tx: Transaction,
    values: NewReview & { authorName: string },
  ): Promise<string | null> {
    const [row] = await queryWith(tx)
      .insert(review)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: review.id });
    return row?.id ?? null;
  },

  async update(
    tx: Transaction,
    id: string,
    values: { rating?: number; title?: string | null; body?: string },
  ): Promise<void> {
    await queryWith(tx)
      .update(review)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(review.id, id));
  },

  async delete(tx: Transaction, id: string): Promise<void> {
    await queryWith(tx).delete(review).where(eq(review.id, id));
  },

  /** Sets the shop's answer unless it has one; false when it already had. */
  async answer(tx: Transaction, id: string, answer: string, at: Date): Promise<boolean> {
    const rows = await queryWith(tx)
      .update(review)
      .set({ answer, answeredAt: at })
      .where(and(eq(review.id, id), isNull(review.answer)))
      .returning({ id: review.id });
    return rows.length > 0;
  },

  /** The average (to two decimals, as the seed writes it) and count of a shop's reviews. */
  async shopRating(tx: Transaction, shopId: string): Promise<{ average: number; count: number }> {
    const [row] = await queryWith(tx)
      .select({
        average: sql<number>`coalesce(round(avg(${review.rating})::numeric, 2), 0)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(review)
      .where(and(eq(review.shopId, shopId), inArray(review.kind, [...shopKinds])));
    return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
  },

  /** A completed meeting and whom to ask for its review; undefined unless completed. */
  async completedMeeting(bookingId: string): Promise<CompletedMeeting | undefined> {
    const [row] = await db
      .select({
        bookingId: booking.id,
        customerId: booking.customerId,
        customerName: user.name,
        customerEmail: user.email,
        shopName: shop.name,
      })
      .from(booking)
      .innerJoin(shop, eq(shop.id, booking.shopId))
      .innerJoin(user, eq(user.id, booking.customerId))
      .where(and(eq(booking.id, bookingId), eq(booking.status, 'completed')));
    return row;
  },

  /** The name and mail address of a customer (a review prompt's addressee). */
  async customerContact(userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, userId));
    return row;
  },

  /** Stores a shop's recomputed rating (the caller announces the shop change). */
  async setShopRating(
    tx: Transaction,
    shopId: string,
    rating: { average: number; count: number },
  ): Promise<void> {
    await queryWith(tx)
      .update(shop)
      .set({ ratingAverage: rating.average, ratingCount: rating.count, updatedAt: sql`now()` })
      .where(eq(shop.id, shopId));
  },

  /** The meeting-review port: the customer's own bookings, completed ones reviewable. */
  meetingSubjects: {
    async findOwn(reviewerId: string, bookingId: string): Promise<ReviewSubject | undefined> {
      const [row] = await db
        .select({
          shopId: booking.shopId,
          shopName: shop.name,
          status: booking.status,
          at: booking.endsAt,
        })
        .from(booking)
        .innerJoin(shop, eq(shop.id, booking.shopId))
        .where(and(eq(booking.id, bookingId), eq(booking.customerId, reviewerId)));
      return (
        row && {
          shopId: row.shopId,
          shopName: row.shopName,
          reviewable: row.status === 'completed',
          at: row.at,
        }
      );
    },
    async listReviewable(reviewerId: string) {
      const rows = await db
        .select({
          subjectId: booking.id,
          shopId: booking.shopId,
          shopName: shop.name,
          at: booking.endsAt,
        })
        .from(booking)
        .innerJoin(shop, eq(shop.id, booking.shopId))
        .leftJoin(
          review,
          and(eq(review.kind, 'meet'), eq(review.subjectId, sql`${booking.id}::text`)),
        )
        .where(
          and(
            eq(booking.customerId, reviewerId),
            eq(booking.status, 'completed'),
            isNull(review.id),
          ),
        )
        .orderBy(desc(booking.endsAt));
      return rows.map((row) => ({ ...row, reviewable: true }));
    },
  },
});

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
