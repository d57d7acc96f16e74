import {
  productPageSchema,
  type ProductPage,
  type VendorProductsQuery,
} from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';

export type GetShopProductsArgs = Omit<VendorProductsQuery, 'download'>;

const shopProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/vendors?vendorId=: one shop's products. */
    getShopProducts: build.query<ProductPage, GetShopProductsArgs>({
      query: (args) => `/v1/products/vendors?${toQueryString(args)}`,
      ...checkedResponse(productPageSchema),
    }),
  }),
});

export const { useGetShopProductsQuery } = shopProductsApi;
