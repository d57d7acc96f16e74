import { shopSchema, type Shop } from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

const consoleShopApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/getVendorById: the whole shop (gallery, time zone, product count). */
    getConsoleShop: build.query<Shop, string>({
      query: (id) => `/v1/vendor/getVendorById?id=${encodeURIComponent(id)}`,
      ...checkedResponse(shopSchema),
      providesTags: (_result, _error, id) => [{ type: 'ConsoleShop', id }],
    }),
  }),
});

export const { useGetConsoleShopQuery } = consoleShopApi;
