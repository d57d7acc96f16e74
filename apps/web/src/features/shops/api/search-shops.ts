import {
  shopSearchResultSchema,
  type FetchShopsQuery,
  type ShopSearchResult,
} from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';

/** The shop search as the screens ask for it: every filter of the contract except `download`. */
export type SearchShopsArgs = Omit<FetchShopsQuery, 'download'>;

const searchShopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/fetch-shops: one page of shops, the total and the facet counts. */
    searchShops: build.query<ShopSearchResult, SearchShopsArgs>({
      query: (args) => `/v1/vendor/fetch-shops?${toQueryString(args)}`,
      ...checkedResponse(shopSearchResultSchema),
    }),
  }),
});

export const { useSearchShopsQuery } = searchShopsApi;
