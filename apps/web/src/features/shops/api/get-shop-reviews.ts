import { topShopReviewsSchema, type TopShopReviews } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const shopReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reviews/top-meet-and-order-review?vendorId=: a shop's best reviews and its rating. */
    getShopReviews: build.query<TopShopReviews, { vendorId: string; limit: number }>({
      query: ({ vendorId, limit }) =>
        `/v1/reviews/top-meet-and-order-review?vendorId=${vendorId}&limit=${limit}`,
      ...checkedResponse(topShopReviewsSchema),
    }),
  }),
});

export const { useGetShopReviewsQuery } = shopReviewsApi;
