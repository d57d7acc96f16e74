import { REFERRALS_TAG, referralsApi } from './referrals-api.ts';

const claimReferralApi = referralsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/referrals/claim: the new account records the invite code it came with. */
    claimReferral: build.mutation<null, { code: string }>({
      query: (body) => ({ url: '/v1/user/referrals/claim', method: 'POST', body }),
      invalidatesTags: [REFERRALS_TAG],
    }),
  }),
});

export const { useClaimReferralMutation } = claimReferralApi;
