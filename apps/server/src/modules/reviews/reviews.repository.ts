import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { review } from '../../db/schema/catalogue.ts';

const reviewColumns = {
  id: review.id,
  kind: review.kind,
  shopId: review.shopId,
  authorName: review.authorName,
  authorCity: review.authorCity,
  rating: review.rating,
  title: review.title,
  body: review.body,
  createdAt: review.createdAt,
};

export type ReviewRow = Omit<typeof review.$inferSelect, 'userId'>;

/** Highest rated first, then the most recent. */
const topOrder = [desc(review.rating), desc(review.createdAt), desc(review.id)];

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
      .where(and(eq(review.shopId, shopId), inArray(review.kind, ['meet', 'order'])))
      .orderBy(...topOrder)
      .limit(limit),
});

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
