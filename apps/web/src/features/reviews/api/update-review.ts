import {
  writtenReviewSchema,
  type UpdateReviewInput,
  type WrittenReview,
} from '@vitrine/contracts/reviews';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { reviewsApi } from './reviews-api.ts';

const pathOf = { meet: 'meets', order: 'orders', platform: 'customers' } as const;

const updateReviewApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /reviews/{id}/meets|orders|customers: within 30 days of writing it. */
    updateReview: build.mutation<
      WrittenReview,
      { id: string; kind: WrittenReview['kind'] } & UpdateReviewInput
    >({
      query: ({ id, kind, ...body }) => ({
        url: `/v1/reviews/${id}/${pathOf[kind]}`,
        method: 'PATCH',
        body,
      }),
      ...checkedResponse(writtenReviewSchema),
      invalidatesTags: ['MyReviews'],
    }),
  }),
});

export const { useUpdateReviewMutation } = updateReviewApi;
