import { writtenReviewSchema, type WrittenReview } from '@vitrine/contracts/reviews';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { reviewsApi } from './reviews-api.ts';

export type CreateShopReviewArgs = {
  kind: 'meet' | 'order';
  subjectId: string;
  rating: number;
  title?: string | null;
  body: string;
};

const createShopReviewApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /reviews/meets or /reviews/orders: a review of my completed meeting or delivered order. */
    createShopReview: build.mutation<WrittenReview, CreateShopReviewArgs>({
      query: ({ kind, subjectId, ...text }) =>
        kind === 'meet'
          ? { url: '/v1/reviews/meets', method: 'POST', body: { meetingId: subjectId, ...text } }
          : { url: '/v1/reviews/orders', method: 'POST', body: { orderId: subjectId, ...text } },
      ...checkedResponse(writtenReviewSchema),
      invalidatesTags: ['MyReviews'],
    }),
  }),
});

export const { useCreateShopReviewMutation } = createShopReviewApi;
