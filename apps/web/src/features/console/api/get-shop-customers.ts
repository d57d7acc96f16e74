import {
  shopCustomerPageSchema,
  type ShopCustomerPage,
  type ShopCustomersQuery,
} from '@vitrine/contracts/shop-console';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { consoleApi } from './console-api.ts';

export type GetShopCustomersArgs = Pick<ShopCustomersQuery, 'searchKey' | 'page' | 'limit'> & {
  shopId: string;
};

const shopCustomersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/customers/search: the shop's own customers (name or email), newest first. */
    getShopCustomers: build.query<ShopCustomerPage, GetShopCustomersArgs>({
      query: (args) => `/v1/vendor/customers/search?${toQueryString(args)}`,
      ...checkedResponse(shopCustomerPageSchema),
    }),
  }),
});

export const { useGetShopCustomersQuery } = shopCustomersApi;
