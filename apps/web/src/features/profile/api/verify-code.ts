import { profileSchema, type Profile } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { PROFILE_TAG, profileApi } from './profile-api.ts';

export type VerifyCodeArgs =
  | { channel: 'email'; email: string; code: string }
  | { channel: 'mobile'; mobile: string; code: string };

const verifyCodeApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /verification/verify-email-otp or verify-mobile-otp: answers the updated profile. */
    verifyCode: build.mutation<Profile, VerifyCodeArgs>({
      query: ({ channel, ...body }) => ({
        url: `/v1/verification/verify-${channel}-otp`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(profileSchema),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useVerifyCodeMutation } = verifyCodeApi;
