import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userCard } from '../users/index.ts';
import { shopCard } from '../catalogue/index.ts';
import { bookingCard } from '../meetings/index.ts';
import { review } from './reviews.schema.ts';
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
  shopName: shopCard.name,
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
      .leftJoin(shopCard, eq(shopCard.id, review.shopId))
      .where(eq(review.id, id));
    return row;
  },

  /** The reviews this user wrote, newest first. */
  byAuthor: (userId: string): Promise<WrittenReviewRow[]> =>
    db
      .select(writtenColumns)
      .from(review)
      .leftJoin(shopCard, eq(shopCard.id, review.shopId))
      .where(eq(review.userId, userId))
      .orderBy(desc(review.createdAt), desc(review.id)),

  async platformOf(userId: string): Promise<WrittenReviewRow | undefined> {
    const [row] = await db
      .select(writtenColumns)
      .from(review)
      .leftJoin(shopCard, eq(shopCard.id, review.shopId))
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
        .leftJoin(shopCard, eq(shopCard.id, review.shopId))
        .where(where)
        .orderBy(sql`${review.answer} is not null`, desc(review.createdAt), desc(review.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(review).where(where),
    ]);
    return { items: items as WrittenReviewRow[], total: total?.total ?? 0 };
  },

  async authorName(userId: string): Promise<string> {
    const [row] = await db
      .select({ name: userCard.name })
      .from(userCard)
      .where(eq(userCard.id, userId));
    return row?.name ?? 'A customer';
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
        bookingId: bookingCard.id,
        customerId: bookingCard.customerId,
        customerName: userCard.name,
        customerEmail: userCard.email,
        shopName: shopCard.name,
      })
      .from(bookingCard)
      .innerJoin(shopCard, eq(shopCard.id, bookingCard.shopId))
      .innerJoin(userCard, eq(userCard.id, bookingCard.customerId))
      .where(and(eq(bookingCard.id, bookingId), eq(bookingCard.status, 'completed')));
    return row;
  },

  /** The name and mail address of a customer (a review prompt's addressee). */
  async customerContact(userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await db
      .select({ name: userCard.name, email: userCard.email })
      .from(userCard)
      .where(eq(userCard.id, userId));
    return row;
  },

  /** The meeting-review port: the customer's own bookings, completed ones reviewable. */
  meetingSubjects: {
    async findOwn(reviewerId: string, bookingId: string): Promise<ReviewSubject | undefined> {
      const [row] = await db
        .select({
          shopId: bookingCard.shopId,
          shopName: shopCard.name,
          status: bookingCard.status,
          at: bookingCard.endsAt,
        })
        .from(bookingCard)
        .innerJoin(shopCard, eq(shopCard.id, bookingCard.shopId))
        .where(and(eq(bookingCard.id, bookingId), eq(bookingCard.customerId, reviewerId)));
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
          subjectId: bookingCard.id,
          shopId: bookingCard.shopId,
          shopName: shopCard.name,
          at: bookingCard.endsAt,
        })
        .from(bookingCard)
        .innerJoin(shopCard, eq(shopCard.id, bookingCard.shopId))
        .leftJoin(
          review,
          and(eq(review.kind, 'meet'), eq(review.subjectId, sql`${bookingCard.id}::text`)),
        )
        .where(
          and(
            eq(bookingCard.customerId, reviewerId),
            eq(bookingCard.status, 'completed'),
            isNull(review.id),
          ),
        )
        .orderBy(desc(bookingCard.endsAt));
      return rows.map((row) => ({ ...row, reviewable: true }));
    },
  },
});

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
