import { profileSchema, type Profile } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { PROFILE_TAG, profileApi } from './profile-api.ts';

const getProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/profile. */
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/v1/user/profile' }),
      ...checkedResponse(profileSchema),
      providesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
