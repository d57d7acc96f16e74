/** What a meet or order review is about, as the module that owns it answers. */
export type ReviewSubject = {
  shopId: string;
  shopName: string;
  /** A completed meeting, a delivered order. */
  reviewable: boolean;
  /** When it took place (the meeting's end, the delivery); null when not yet. */
  at: Date | null;
};

/**
 * The narrow port the reviews module asks about the things customers review: "is this the
 * reviewer's own, and is it done?", "which shop is it of?", "what is ready for review?".
 * Meetings answer from the booking table; orders plug in their own (`app.reviews.useOrders`)
 * once the orders module exists; until then no order is found.
 */
export type ReviewableSubjects = {
  /** The reviewer's own subject, or undefined for another user's or an unknown id. */
  findOwn(reviewerId: string, subjectId: string): Promise<ReviewSubject | undefined>;
  /** The reviewer's subjects ready for a review and not yet reviewed, newest first. */
  listReviewable(reviewerId: string): Promise<(ReviewSubject & { subjectId: string })[]>;
};

/** Orders before the orders module: none exist. */
export const noOrders: ReviewableSubjects = {
  findOwn: async () => undefined,
  listReviewable: async () => [],
};
