import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

// Reviews written by customers: of a completed meeting (`meets`), of a delivered order
// (`orders`), of Vitrine itself (`customers`), and the shop's one answer. The read side of the
// catalogue (top reviews, the shop's rating) is in catalogue.ts.

const isoDateTime = z.iso.datetime();

/** A review can be edited (or deleted) this many days after it was written. */
export const REVIEW_EDIT_DAYS = 30;

export const reviewRatingSchema = z
  .number({ error: 'must be a whole number from 1 to 5' })
  .int('must be a whole number from 1 to 5')
  .min(1, 'must be at least 1')
  .max(5, 'must be at most 5');
const reviewTitleSchema = z.string().trim().max(120, 'must be at most 120 characters');
const reviewBodySchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(2000, 'must be at most 2000 characters');

const reviewFields = {
  rating: reviewRatingSchema,
  title: reviewTitleSchema.nullable().optional(),
  body: reviewBodySchema,
};

/** `POST /reviews/meets`: a review of one of the caller's completed meetings. */
export const createMeetReviewInputSchema = z.object({
  meetingId: z.uuid('must be a meeting id'),
  ...reviewFields,
});
export type CreateMeetReviewInput = z.infer<typeof createMeetReviewInputSchema>;

/** `POST /reviews/orders`: a review of one of the caller's delivered orders. */
export const createOrderReviewInputSchema = z.object({
  orderId: z.uuid('must be an order id'),
  ...reviewFields,
});
export type CreateOrderReviewInput = z.infer<typeof createOrderReviewInputSchema>;

/** `POST /reviews/customers`: the caller's review of Vitrine (one each). */
export const createPlatformReviewInputSchema = z.object(reviewFields);
export type CreatePlatformReviewInput = z.infer<typeof createPlatformReviewInputSchema>;

/**
 * `PATCH /reviews/{id}/meets|orders`: any of the fields, within REVIEW_EDIT_DAYS. An empty change
 * is refused by the server after it found the review (so another user's id is still 404).
 */
export const updateReviewInputSchema = z.object({
  rating: reviewRatingSchema.optional(),
  title: reviewTitleSchema.nullable().optional(),
  body: reviewBodySchema.optional(),
});
export type UpdateReviewInput = z.infer<typeof updateReviewInputSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid('must be a review id') });

/** `POST /vendor/reviews/{id}/answer`: the shop's one answer. */
export const answerReviewInputSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(1000, 'must be at most 1000 characters'),
});
export type AnswerReviewInput = z.infer<typeof answerReviewInputSchema>;

/** A review as its author (or the shop it is about) sees it. */
export const writtenReviewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['platform', 'meet', 'order']),
  shopId: z.uuid().nullable(),
  shopName: z.string().nullable(),
  /** The meeting (booking) or order reviewed; null for a platform review. */
  subjectId: z.string().nullable(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  body: z.string(),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.nullable(),
  /** Until when the author may edit or delete it. */
  editableUntil: isoDateTime,
});
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

/** Something the caller may review: a completed meeting (orders once they exist). */
export const reviewableSchema = z.object({
  kind: z.enum(['meet', 'order']),
  subjectId: z.string(),
  shopId: z.uuid(),
  shopName: z.string(),
  /** When the meeting took place (or the order was delivered). */
  at: isoDateTime,
});
export type Reviewable = z.infer<typeof reviewableSchema>;

/** `GET /user/reviews`: what the caller can review and what they have reviewed (newest first). */
export const myReviewsSchema = z.object({
  reviewable: z.array(reviewableSchema),
  reviewed: z.array(writtenReviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** `GET /reviews/customers/specific`: the caller's platform review, or null. */
export const myPlatformReviewSchema = z.object({ review: writtenReviewSchema.nullable() });

/** `GET /vendor/reviews?shopId=`: one page of a shop's reviews, unanswered first. */
export const shopReviewsQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
});
export const shopReviewPageSchema = pageOf(writtenReviewSchema);
export type ShopReviewPage = z.infer<typeof shopReviewPageSchema>;
