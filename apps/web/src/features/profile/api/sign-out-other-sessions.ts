import { profileApi, SESSIONS_TAG } from './profile-api.ts';

const signOutOtherSessionsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** better-auth's POST /api/auth/revoke-other-sessions: every session but this one ends. */
    signOutOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/auth/revoke-other-sessions', method: 'POST', body: {} }),
      invalidatesTags: [SESSIONS_TAG],
    }),
  }),
});

export const { useSignOutOtherSessionsMutation } = signOutOtherSessionsApi;
