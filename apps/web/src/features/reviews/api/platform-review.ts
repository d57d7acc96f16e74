import {
  myPlatformReviewSchema,
  writtenReviewSchema,
  type CreatePlatformReviewInput,
  type WrittenReview,
} from '@vitrine/contracts/reviews';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { reviewsApi } from './reviews-api.ts';

const platformReviewApi = reviewsApi
  .enhanceEndpoints({ addTagTypes: ['PlatformReview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /reviews/customers/specific: my review of Vitrine, or null. */
      getMyPlatformReview: build.query<{ review: WrittenReview | null }, void>({
        query: () => '/v1/reviews/customers/specific',
        ...checkedResponse(myPlatformReviewSchema),
        providesTags: ['PlatformReview'],
      }),
      /** POST /reviews/customers: my one review of Vitrine. */
      createPlatformReview: build.mutation<WrittenReview, CreatePlatformReviewInput>({
        query: (body) => ({ url: '/v1/reviews/customers', method: 'POST', body }),
        ...checkedResponse(writtenReviewSchema),
        invalidatesTags: ['PlatformReview', 'MyReviews'],
      }),
    }),
  });

export const { useGetMyPlatformReviewQuery, useCreatePlatformReviewMutation } = platformReviewApi;
