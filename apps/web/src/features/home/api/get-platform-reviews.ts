import { topPlatformReviewsSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

export type PlatformReviews = z.infer<typeof topPlatformReviewsSchema>;
export const PLATFORM_REVIEW_COUNT = 6;

const platformReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reviews/top-platform-review: the best reviews of Vitrine itself (home page). */
    getPlatformReviews: build.query<PlatformReviews, void>({
      query: () => `/v1/reviews/top-platform-review?limit=${PLATFORM_REVIEW_COUNT}`,
      ...checkedResponse(topPlatformReviewsSchema),
    }),
  }),
});

export const { useGetPlatformReviewsQuery } = platformReviewsApi;
