import type { ShopSearchResult } from '@vitrine/contracts/catalogue';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

/** How many premium shops the home page features. */
export const FEATURED_SHOP_COUNT = 8;

/** GET /vendor/fetch-shops?premium=true&sort=rating: the best-rated premium shops (home page). */
export async function getFeaturedShops(signal?: AbortSignal): Promise<ShopSearchResult> {
  const { data } = await requestJson<ShopSearchResult>(
    `/api/v1/vendor/fetch-shops?premium=true&sort=rating&limit=${FEATURED_SHOP_COUNT}`,
    { signal },
  );
  return data;
}

export const useFeaturedShops = () => useRequest('featured-shops', getFeaturedShops);
