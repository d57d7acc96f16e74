import type { heroBannerListSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';

export type HeroBannerList = z.infer<typeof heroBannerListSchema>;

/** Where the server puts the banners in the home page's HTML (server: platform/http/web.ts). */
export const EMBEDDED_BANNERS_ID = 'vitrine-hero-banners';

/**
 * The banners the server wrote into the page it sent, taken once: the first screen shows them
 * without a request (and without loading the API layer), and any later visit (or a retry) asks
 * the API through get-hero-banners.ts.
 */
export function takeEmbeddedBanners(): HeroBannerList | undefined {
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
