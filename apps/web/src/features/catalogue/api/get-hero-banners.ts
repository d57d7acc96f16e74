import type { heroBannerListSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

export type HeroBannerList = z.infer<typeof heroBannerListSchema>;

// The home page's reads use lib/http.ts, not RTK Query, to keep its first download small
// (docs/decisions.md); types still come from contracts.

/** GET /settings/hero-banners: the active banners in display order. */
export async function getHeroBanners(signal?: AbortSignal): Promise<HeroBannerList> {
  const { data } = await requestJson<HeroBannerList>('/api/v1/settings/hero-banners', { signal });
  return data;
}

export const useHeroBanners = () => useRequest('hero-banners', getHeroBanners);
