import { myReviewsSchema, type MyReviews } from '@vitrine/contracts/reviews';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { reviewsApi } from './reviews-api.ts';

const myReviewsApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/reviews: completed meetings (and delivered orders) to review, and my reviews. */
    getMyReviews: build.query<MyReviews, void>({
      query: () => '/v1/user/reviews',
      ...checkedResponse(myReviewsSchema),
      providesTags: ['MyReviews'],
    }),
  }),
});

export const { useGetMyReviewsQuery } = myReviewsApi;
