import { myShopsSchema, type MyShops } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const shopsIRunApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/my-shops: the shops the signed-in owner runs, oldest first. */
    getShopsIRun: build.query<MyShops, void>({
      query: () => '/v1/vendor/my-shops',
      ...checkedResponse(myShopsSchema),
    }),
  }),
});

export const { useGetShopsIRunQuery } = shopsIRunApi;
