import {
  ownerProductPageSchema,
  type OwnerListQuery,
  type OwnerProductPage,
} from '@vitrine/contracts/shop-catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { OWNER_PRODUCTS_TAG, shopCatalogueApi } from './shop-catalogue-api.ts';

const ownerProductsApi = shopCatalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/products?shopId=: my shop's products, active and archived. */
    getOwnerProducts: build.query<OwnerProductPage, OwnerListQuery>({
      query: (query) => `/v1/vendor/products?${toQueryString(query)}`,
      ...checkedResponse(ownerProductPageSchema),
      providesTags: [OWNER_PRODUCTS_TAG],
    }),
  }),
});

export const { useGetOwnerProductsQuery } = ownerProductsApi;
