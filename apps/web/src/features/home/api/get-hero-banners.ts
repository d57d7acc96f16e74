import type { heroBannerListSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

export type HeroBannerList = z.infer<typeof heroBannerListSchema>;

// The home page's reads use lib/http.ts, not RTK Query, to keep its first download small
// (docs/decisions.md); types still come from contracts.

/** Where the server puts the banners in the home page's HTML (server: plugins/web.ts). */
export const EMBEDDED_BANNERS_ID = 'vitrine-hero-banners';

/**
 * The banners the server wrote into the page it sent, taken once: the first screen shows them
 * without a request, and any later visit (or a retry) asks the API for fresh ones.
 */
function takeEmbeddedBanners(): HeroBannerList | undefined {
  const element = globalThis.document?.getElementById(EMBEDDED_BANNERS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as HeroBannerList;
    return Array.isArray(data?.items) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /settings/hero-banners: the active banners in display order. */
export async function getHeroBanners(signal?: AbortSignal): Promise<HeroBannerList> {
  const embedded = takeEmbeddedBanners();
  if (embedded) return embedded;
  const { data } = await requestJson<HeroBannerList>('/api/v1/settings/hero-banners', { signal });
  return data;
}

export const useHeroBanners = () => useRequest('hero-banners', getHeroBanners);
