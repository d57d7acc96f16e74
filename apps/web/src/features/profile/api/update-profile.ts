import { profileSchema, type Profile, type UpdateProfileInput } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { PROFILE_TAG, profileApi } from './profile-api.ts';

const updateProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /user/profile: name, currency, locale, time zone (null clears). */
    updateProfile: build.mutation<Profile, UpdateProfileInput>({
      query: (body) => ({ url: '/v1/user/profile', method: 'PATCH', body }),
      ...checkedResponse(profileSchema),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
