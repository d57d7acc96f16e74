import { myShopsSchema, type MyShops } from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi, MY_SHOPS_TAG } from './console-api.ts';

const myShopsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/my-shops: the shops the signed-in owner runs (the console's shop switcher). */
    getMyShops: build.query<MyShops, void>({
      query: () => '/v1/vendor/my-shops',
      ...checkedResponse(myShopsSchema),
      providesTags: [MY_SHOPS_TAG],
    }),
  }),
});

export const { useGetMyShopsQuery } = myShopsApi;
