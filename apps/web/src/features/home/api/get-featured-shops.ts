import { shopSearchResultSchema, type ShopSearchResult } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** How many premium shops the home page features. */
export const FEATURED_SHOP_COUNT = 8;

const featuredShopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/fetch-shops?premium=true&sort=rating: the best-rated premium shops (home page). */
    getFeaturedShops: build.query<ShopSearchResult, void>({
      query: () => `/v1/vendor/fetch-shops?premium=true&sort=rating&limit=${FEATURED_SHOP_COUNT}`,
      ...checkedResponse(shopSearchResultSchema),
    }),
  }),
});

export const { useGetFeaturedShopsQuery } = featuredShopsApi;
