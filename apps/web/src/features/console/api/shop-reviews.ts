import {
  shopReviewPageSchema,
  writtenReviewSchema,
  type ShopReviewPage,
  type WrittenReview,
} from '@vitrine/contracts/reviews';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { consoleApi } from './console-api.ts';

const shopReviewsApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['ShopReviews'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /vendor/reviews?shopId=: the shop's reviews, unanswered first. */
      getConsoleShopReviews: build.query<
        ShopReviewPage,
        { shopId: string; page: number; limit: number }
      >({
        query: (args) => `/v1/vendor/reviews?${toQueryString(args)}`,
        ...checkedResponse(shopReviewPageSchema),
        providesTags: ['ShopReviews'],
      }),
      /** POST /vendor/reviews/{id}/answer: the shop's one answer. */
      answerReview: build.mutation<WrittenReview, { id: string; answer: string }>({
        query: ({ id, answer }) => ({
          url: `/v1/vendor/reviews/${id}/answer`,
          method: 'POST',
          body: { answer },
        }),
        ...checkedResponse(writtenReviewSchema),
        invalidatesTags: ['ShopReviews'],
      }),
    }),
  });

export const { useGetConsoleShopReviewsQuery, useAnswerReviewMutation } = shopReviewsApi;
