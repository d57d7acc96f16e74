import { payoutPageSchema, type PayoutPage } from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi } from './earnings-api.ts';

const listPayoutsApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/payouts: the shop's payouts, newest first, with the smallest one allowed. */
    listPayouts: build.query<PayoutPage, { shopId: string; page: number; limit: number }>({
      query: (params) => ({ url: '/v1/vendor/payouts', params }),
      ...checkedResponse(payoutPageSchema),
      providesTags: ['Payouts'],
    }),
  }),
});

export const { useListPayoutsQuery } = listPayoutsApi;
