import { similarProductsSchema, type SimilarProducts } from '@vitrine/contracts/product-search';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const similarProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/{id}/similar: the same sub-category, closest price first. */
    getSimilarProducts: build.query<SimilarProducts, string>({
      query: (id) => `/v1/products/${encodeURIComponent(id)}/similar?limit=8`,
      ...checkedResponse(similarProductsSchema),
    }),
  }),
});

export const { useGetSimilarProductsQuery } = similarProductsApi;
