import type { topPlatformReviewsSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

export type PlatformReviews = z.infer<typeof topPlatformReviewsSchema>;
export const PLATFORM_REVIEW_COUNT = 6;

/** GET /reviews/top-platform-review: the best reviews of Vitrine itself (home page). */
export async function getPlatformReviews(signal?: AbortSignal): Promise<PlatformReviews> {
  const { data } = await requestJson<PlatformReviews>(
    `/api/v1/reviews/top-platform-review?limit=${PLATFORM_REVIEW_COUNT}`,
    { signal },
  );
  return data;
}

export const usePlatformReviews = () => useRequest('platform-reviews', getPlatformReviews);
