import { adminPayoutSchema, type AdminPayout } from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi } from './earnings-api.ts';

const retryPayoutApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/payouts/:id/retry: a failed payout's entries, paid again (409 otherwise). */
    retryPayout: build.mutation<AdminPayout, { id: string }>({
      query: ({ id }) => ({ url: `/v1/admin/payouts/${id}/retry`, method: 'POST' }),
      ...checkedResponse(adminPayoutSchema),
      invalidatesTags: ['Payouts', 'Earnings'],
    }),
  }),
});

export const { useRetryPayoutMutation } = retryPayoutApi;
