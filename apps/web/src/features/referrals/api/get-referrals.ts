import { referralsSchema, type Referrals } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { REFERRALS_TAG, referralsApi } from './referrals-api.ts';

const getReferralsApi = referralsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/referrals: my code and link, and my invitations with their status. */
    getReferrals: build.query<Referrals, void>({
      query: () => ({ url: '/v1/user/referrals' }),
      ...checkedResponse(referralsSchema),
      providesTags: [REFERRALS_TAG],
    }),
  }),
});

export const { useGetReferralsQuery } = getReferralsApi;
