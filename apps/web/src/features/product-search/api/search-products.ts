import {
  productSearchResultSchema,
  type ProductSearchQuery,
  type ProductSearchResult,
} from '@vitrine/contracts/product-search';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';

/** The product search as the screen asks for it: every filter of the contract but `download`. */
export type SearchProductsArgs = Omit<ProductSearchQuery, 'download'>;

const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/search: one page of products, the total, facet counts and price range. */
    searchProducts: build.query<ProductSearchResult, SearchProductsArgs>({
      query: (args) => `/v1/products/search?${toQueryString(args)}`,
      ...checkedResponse(productSearchResultSchema),
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
