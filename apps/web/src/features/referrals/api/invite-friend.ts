import { referralSchema, type Referral } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { REFERRALS_TAG, referralsApi } from './referrals-api.ts';

const inviteFriendApi = referralsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/referrals/invite: mails my link to a friend (20 a day). */
    inviteFriend: build.mutation<Referral, { email: string }>({
      query: (body) => ({ url: '/v1/user/referrals/invite', method: 'POST', body }),
      ...checkedResponse(referralSchema),
      invalidatesTags: [REFERRALS_TAG],
    }),
  }),
});

export const { useInviteFriendMutation } = inviteFriendApi;
