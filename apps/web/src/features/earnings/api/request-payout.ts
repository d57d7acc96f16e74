import { payoutSchema, type Payout } from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi } from './earnings-api.ts';

const requestPayoutApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/payouts: pays out every payable entry (409 below the minimum or without an account). */
    requestPayout: build.mutation<Payout, { shopId: string }>({
      query: (body) => ({ url: '/v1/vendor/payouts', method: 'POST', body }),
      ...checkedResponse(payoutSchema),
      invalidatesTags: ['Payouts', 'Earnings'],
    }),
  }),
});

export const { useRequestPayoutMutation } = requestPayoutApi;
